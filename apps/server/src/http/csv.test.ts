// The CSV reader and writer: quoting, formula guard and its undoing, and the budgets.
import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, parseCsv, toCsv } from './csv.ts';

describe('fleet csv', () => {
  it('round-trips quotes, commas, line breaks and formula-like cells', () => {
    const rows = [
      { a: 'plain', b: 'with, comma', c: 'say "hi"\nnext line' },
      { a: '=SUM(A1)', b: '', c: 7 },
    ];
    const text = toCsv(['a', 'b', 'c'], rows);
    expect(text).toContain(`'=SUM(A1)`);
    const parsed = parseCsv(text);
    expect(parsed.header).toEqual(['a', 'b', 'c']);
    expect(parsed.rows).toEqual([
      { a: 'plain', b: 'with, comma', c: 'say "hi"\nnext line' },
      { a: '=SUM(A1)', b: '', c: '7' },
    ]);
  });

  it('skips blank lines and a byte-order mark, and lower-cases the header', () => {
    const parsed = parseCsv('\uFEFFSerial,Model\n\nA1,x\r\n');
    expect(parsed).toEqual({ header: ['serial', 'model'], rows: [{ serial: 'A1', model: 'x' }] });
  });

  it('refuses an open quote, an empty file and too many rows with 422', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/never closed/);
    expect(() => parseCsv('  \n')).toThrow(/empty/);
    const many = `a\n${'x\n'.repeat(CSV_MAX_ROWS + 1)}`;
    expect(() => parseCsv(many)).toThrow(/more than 2000 rows/);
  });
});
