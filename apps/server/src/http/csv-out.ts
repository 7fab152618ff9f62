// CSV out (RFC 4180: commas, double-quoted fields, "" for a quote, CRLF line ends), for the
// fleet, logbook and audit log exports. Cells that a spreadsheet would run as a formula get a '
// prefix (CSV injection); the fleet import takes it off again so its files round-trip.

export const FORMULA = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

/** A CSV file with a header line; every row has the header's columns. */
export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    lines.push(columns.map((c) => cell(values[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
