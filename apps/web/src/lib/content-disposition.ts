// The file name a download should get: the server's, from Content-Disposition (RFC 6266:
// filename* wins over filename), else a fallback the caller builds.

// RFC 8187 ext-value: charset'language'percent-encoded-bytes.
const EXT_VALUE = /filename\*\s*=\s*([\w!#$%&+^`{}~-]+)'[^']*'([^;\s]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i;

export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const ext = EXT_VALUE.exec(header);
  if (ext?.[1] && ext[2]) {
    const decoded = decodeExtValue(ext[1], ext[2]);
    if (decoded !== null) return clean(decoded);
    // Malformed percent-encoding or an unknown charset: fall through to the plain parameter.
  }
  const plain = PLAIN.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? clean(name) : null;
}

function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    if (/^iso-8859-1$/i.test(charset)) {
      // One byte per character: percent escapes are Latin-1 code points.
      return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

/** No folders: a name is only ever a name. */
function clean(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
