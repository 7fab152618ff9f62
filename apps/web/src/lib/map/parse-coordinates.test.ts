import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { formatLatLng, looksLikeCoordinates, parseCoordinates } from './parse-coordinates.ts';

// The English sentence, byte for byte as before translation (common:map.coordinates.hint).
const COORDINATE_HINT = "Enter latitude and longitude, e.g. 12.97, 77.59 or 12°58'N 77°35'E.";

const at = (lat: number, lng: number) => ({ ok: true, lat, lng });
const near = (text: string, lat: number, lng: number) => {
  const r = parseCoordinates(text);
  expect(r.ok, `${text}: ${r.ok ? '' : r.error}`).toBe(true);
  if (!r.ok) return;
  expect(r.lat).toBeCloseTo(lat, 5);
  expect(r.lng).toBeCloseTo(lng, 5);
};

describe('parseCoordinates', () => {
  it('reads decimal pairs with a comma, a semicolon or a space, latitude first', () => {
    expect(parseCoordinates('12.97, 77.59')).toEqual(at(12.97, 77.59));
    expect(parseCoordinates('12.97 77.59')).toEqual(at(12.97, 77.59));
    expect(parseCoordinates('  -33.8568;151.2153 ')).toEqual(at(-33.8568, 151.2153));
    expect(parseCoordinates('6.8013,-58.1551')).toEqual(at(6.8013, -58.1551));
    expect(parseCoordinates('+12 −77')).toEqual(at(12, -77));
  });

  it('reads degrees, minutes and seconds with hemisphere letters in any order', () => {
    near("12°58'N 77°35'E", 12 + 58 / 60, 77 + 35 / 60);
    near('12°58\'30.5"N, 77°35\'12"E', 12 + 58 / 60 + 30.5 / 3600, 77 + 35 / 60 + 12 / 3600);
    near("N 12° 58.2' E 77° 35.1'", 12 + 58.2 / 60, 77 + 35.1 / 60);
    near('77°35′E 12°58′N', 12 + 58 / 60, 77 + 35 / 60);
    near("33°51'S 151°12'E", -(33 + 51 / 60), 151.2);
    near('12.97N 77.59W', 12.97, -77.59);
    near("12°58'N77°35'E", 12 + 58 / 60, 77 + 35 / 60);
    near('12º 58′ 30″ N 77º 35′ 12″ E', 12 + 58 / 60 + 30 / 3600, 77 + 35 / 60 + 12 / 3600);
  });

  it('refuses what is not a coordinate pair with a sentence saying why', () => {
    expect(parseCoordinates('Bengaluru')).toEqual({ ok: false, error: COORDINATE_HINT });
    expect(parseCoordinates('12.97')).toEqual({ ok: false, error: COORDINATE_HINT });
    expect(parseCoordinates('12.97, 77.59, 3')).toEqual({ ok: false, error: COORDINATE_HINT });
    expect(parseCoordinates('')).toEqual({ ok: false, error: COORDINATE_HINT });
    expect(parseCoordinates('97, 77')).toMatchObject({ error: /Latitude must be between/ });
    expect(parseCoordinates('12, 181')).toMatchObject({ error: /Longitude must be between/ });
    expect(parseCoordinates("12°75'N 77°35'E")).toMatchObject({ error: /below 60/ });
    expect(parseCoordinates('12N 13S')).toMatchObject({ error: /one latitude/ });
    expect(parseCoordinates('-12S 77E')).toMatchObject({ error: /minus sign/ });
    expect(parseCoordinates('1'.repeat(5000) + ', 2')).toEqual({
      ok: false,
      error: COORDINATE_HINT,
    });
  });

  it('says what is wrong in Hindi for a Hindi reader', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(parseCoordinates('97, 77')).toEqual({
        ok: false,
        error: 'अक्षांश -90 और 90 के बीच होना चाहिए।',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('answers quickly on hostile input (no catastrophic backtracking)', () => {
    const hostile = `${'1 '.repeat(40)}x`;
    expect(parseCoordinates(hostile).ok).toBe(false);
  });

  it('tells coordinates from site names and formats the readout', () => {
    expect(looksLikeCoordinates("12°58'N 77°35'E")).toBe(true);
    expect(looksLikeCoordinates('12.97, 77.59')).toBe(true);
    expect(looksLikeCoordinates('North field')).toBe(false);
    expect(looksLikeCoordinates('Plot 12')).toBe(false);
    expect(formatLatLng(12.9716, 77.5946)).toBe('12.97160, 77.59460');
  });
});
