// CSV reading shared by the fleet imports and the members CSV (workspaces): one parser, one set of
// budgets (RFC 4180: commas, double-quoted fields, "" for a quote, CRLF or LF line ends). Small
// and strict on purpose: an unclosed quote is an error named by row, not a guess. Cells that a
// spreadsheet would run as a formula are prefixed with ' on export (CSV injection), and the prefix
// is taken off again on import, so files round-trip.
import { AppError } from '@sortie/domain';
import { FORMULA } from './csv-out.ts';

/** Bounded work per request: a fleet or logbook file is far smaller than this. */
export const CSV_MAX_BYTES = 512 * 1024;
export const CSV_MAX_ROWS = 2000;

// Writing lives in csv-out.ts, shared with the audit log's export.
export { toCsv } from './csv-out.ts';

function unprefix(s: string): string {
  return s.startsWith("'") && FORMULA.test(s.slice(1)) ? s.slice(1) : s;
}

/**
 * The header (lower-cased, trimmed) and data rows as objects keyed by it. Throws 422 past the
 * size or row budget, or when a quote is left open.
 */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  if (Buffer.byteLength(text, 'utf8') > CSV_MAX_BYTES) {
    throw AppError.rule(
      'csv_too_large',
      `The file is larger than ${CSV_MAX_BYTES / 1024} KB. Split it into smaller files.`,
    );
  }
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a spreadsheet's byte-order mark
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (records.length > CSV_MAX_ROWS + 1) {
        throw AppError.rule(
          'csv_too_many_rows',
          `The file has more than ${CSV_MAX_ROWS} rows. Split it into smaller files.`,
        );
      }
    } else field += ch;
  }
  if (quoted) {
    throw AppError.rule(
      'csv_malformed',
      `Row ${records.length} has a quote that is never closed. Check the file and try again.`,
      { row: records.length },
    );
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const nonEmpty = records.filter((r) => r.some((v) => v.trim() !== ''));
  if (nonEmpty.length > CSV_MAX_ROWS + 1) {
    throw AppError.rule(
      'csv_too_many_rows',
      `The file has more than ${CSV_MAX_ROWS} rows. Split it into smaller files.`,
    );
  }
  const [head, ...body] = nonEmpty;
  if (!head) throw AppError.rule('csv_empty', 'The file is empty. Add a header line and rows.');
  const header = head.map((h) => h.trim().toLowerCase());
  const rows = body.map((values) =>
    Object.fromEntries(header.map((h, n) => [h, unprefix((values[n] ?? '').trim())])),
  );
  return { header, rows };
}
