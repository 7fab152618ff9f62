// Content-Disposition for downloads (RFC 6266, issue 18 §2): a Hindi file name arrives as Hindi
// through `filename*` (UTF-8, RFC 8187), with an ASCII `filename` for old clients. A header may
// carry only Latin-1, so the raw name never goes into it.

// attr-char of RFC 8187: what may stay unescaped in the ext-value.
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function extValue(name: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(name)) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && ATTR_CHAR.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `attachment; filename="Field_site.kml"; filename*=UTF-8''…` for any file name. */
export function attachmentDisposition(fileName: string, fallback = 'download'): string {
  // No folders, quotes, backslashes or control characters in either form.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes.
  const name = fileName.replace(/[\u0000-\u001f\u007f"\\/]+/g, '_').trim() || fallback;
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/_{2,}/g, '_');
  const plain = /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, '')) ? ascii : `${fallback}${ascii}`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${extValue(name)}`;
}
