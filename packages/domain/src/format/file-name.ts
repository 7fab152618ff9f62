// File names for downloads (site KML, mission exports, GCP CSV): safe on Windows, macOS and
// Linux and in a Content-Disposition header, so only ASCII letters, digits, '-' and '_'.

/** Most file systems allow 255 bytes; keep well clear so the kind, date and extension fit. */
const MAX_STEM = 80;

/**
 * Turns free text into a file-safe slug: accents folded, anything else becomes '-'.
 *
 * @example
 * toFileSafe('Fazenda São João / Lote #3'); // 'Fazenda-Sao-Joao-Lote-3'
 */
export function toFileSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/[-_]+$/g, '');
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
