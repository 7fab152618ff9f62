// File names for downloads (site KML, mission exports, GCP CSV): safe on Windows, macOS and
// Linux: letters and digits of any script (a Hindi site name stays Hindi, issue 18 §2), '-' and
// '_'. The server sends them with an ASCII fallback and `filename*` (RFC 6266).

/** Most file systems allow 255 bytes; keep well clear so the kind, date and extension fit. */
const MAX_STEM = 80;
/** Devanagari takes 3 bytes a character in UTF-8: the stem stays within this many bytes. */
const MAX_STEM_BYTES = 160;

/** UTF-8 length of a code point (no TextEncoder: domain runs where no DOM or Node types are). */
const utf8Bytes = (c: string): number => {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

function withinBytes(chars: string[], bytes: number): string {
  let total = 0;
  let end = 0;
  while (end < chars.length && total + utf8Bytes(chars[end]!) <= bytes)
    total += utf8Bytes(chars[end++]!);
  return chars.slice(0, end).join('');
}

/**
 * Turns free text into a file-safe slug: Latin accents folded, letters, digits and marks of any
 * script kept, anything else becomes '-'.
 *
 * @example
 * toFileSafe('Fazenda São João / Lote #3'); // 'Fazenda-Sao-Joao-Lote-3'
 * toFileSafe('उत्तर खेत'); // 'उत्तर-खेत'
 */
export function toFileSafe(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_\p{M}]+|[-_]+$/gu, '');
  return withinBytes([...slug].slice(0, MAX_STEM), MAX_STEM_BYTES).replace(/[-_]+$/g, '');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Name of an exported file: `<site>_<kind>_<YYYY-MM-DD>.<ext>` with the local date.
 * A name with nothing file-safe left falls back to 'site'.
 *
 * @example
 * exportFileName({ siteName: 'North Field', kind: 'missions', ext: 'kml', date: new Date(2025, 2, 12) });
 * // 'North-Field_missions_2025-03-12.kml'
 */
export function exportFileName(input: {
  siteName: string;
  kind: string;
  ext: string;
  date?: Date;
}): string {
  const date = input.date ?? new Date();
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const stem = toFileSafe(input.siteName) || 'site';
  const kind = toFileSafe(input.kind) || 'export';
  const ext = input.ext
    .replace(/^\.+/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  return `${stem}_${kind}_${day}${ext ? `.${ext}` : ''}`;
}
