import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseKmlCoordinates, type CoordinatesResult } from './coordinates.ts';
import { fcRun } from '../test/fc-seed.ts';

// The rules as regular expressions and splits, the way the reader spelled them before it scanned
// character codes (decision 425): the scanner must give the very same answers and numbers.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const decimal = (token: string) => (DECIMAL.test(token) ? Number(token) : NaN);

function byRegex(text: string): CoordinatesResult {
  const coords: [number, number][] = [];
  const clean = /\s,|,\s/.test(text) ? text.replace(/\s*,\s*/g, ',') : text;
  for (const t of clean.trim().split(/\s+/)) {
    if (t === '') continue;
    const c1 = t.indexOf(',');
    const c2 = c1 < 0 ? -1 : t.indexOf(',', c1 + 1);
    if (c1 <= 0 || c2 === c1 + 1 || (c2 > 0 && t.indexOf(',', c2 + 1) >= 0))
      return { ok: false, reason: 'not_a_number' };
    const lng = decimal(t.slice(0, c1));
    const lat = decimal(c2 < 0 ? t.slice(c1 + 1) : t.slice(c1 + 1, c2));
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || c1 + 1 === t.length)
      return { ok: false, reason: 'not_a_number' };
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90)
      return { ok: false, reason: 'out_of_range' };
    coords.push([lng, lat]);
  }
  return { ok: true, coords };
}

const same = (text: string): void => {
  expect(parseKmlCoordinates(text)).toStrictEqual(byRegex(text));
};

describe('parseKmlCoordinates', () => {
  it('reads tuples, drops heights, glues "1, 2"', () => {
    expect(parseKmlCoordinates(' 1,2,30\n\t3.5,-4 ')).toStrictEqual({
      ok: true,
      coords: [
        [1, 2],
        [3.5, -4],
      ],
    });
    expect(parseKmlCoordinates('1 , 2 3,\u00a04')).toMatchObject({
      coords: [
        [1, 2],
        [3, 4],
      ],
    });
  });

  it('answers as the regular expressions on hostile and odd tokens', () => {
    for (const t of [
      '',
      '   ',
      '0x4D,1',
      '1,0b1',
      'Infinity,1',
      '1,NaN',
      '1e400,1',
      '1,2,',
      '1,',
      ',1',
      '1,,2',
      '1,2,3,4',
      '.5,.5',
      '.,1',
      '-.5,+.5',
      '5.,-0',
      '-0.0,0',
      '1e2,1E-2',
      '.e5,1',
      '1e,1',
      '1e+,1',
      '1.2.3,4',
      '--1,2',
      '181,0',
      '0,-90.0000001',
      '77.594600000000000001,12.97160000',
      '0.30000000000000004,0.1',
      '123456789012345678,1',
      '1,2\u20283,4',
      '1,2\ufeff3,4',
      '1,2\u180e3,4',
      '1 ,\n 2 ,3 4,5',
      '٣,1',
    ])
      same(t);
  });

  it('gives the numbers Number() gives, for any decimal text', () => {
    const digits = fc.stringMatching(/^[0-9]{0,20}$/);
    const num = fc
      .tuple(fc.constantFrom('', '-', '+'), digits, fc.constantFrom('', '.'), digits)
      .map(([s, a, dot, b]) => `${s}${a}${dot}${b}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(num, num), { maxLength: 20 }), (tuples) =>
        same(tuples.map(([a, b]) => `${a},${b},0`).join(' ')),
      ),
      fcRun(2000),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -180, max: 180 }), fc.double({ min: -90, max: 90 }))),
        (tuples) => same(tuples.map(([a, b]) => `${a},${b}`).join('\n')),
      ),
      fcRun(100),
    );
  });

  it('answers as the regular expressions on any text of the characters that matter', () => {
    const text = fc
      .array(fc.constantFrom(...'0123456789.,-+eE \t\n\u00a0x'.split('')), { maxLength: 40 })
      .map((cs) => cs.join(''));
    fc.assert(fc.property(text, same), fcRun(5000));
  });
});
