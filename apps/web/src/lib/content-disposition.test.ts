import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(
      fileNameFromDisposition('attachment; filename="North_area_mapping_2026-11-22.csv"'),
    ).toBe('North_area_mapping_2026-11-22.csv');
    expect(fileNameFromDisposition('attachment; filename=a.kmz')).toBe('a.kmz');
    expect(
      fileNameFromDisposition('attachment; filename*=UTF-8\'\'S%C3%A3o.kml; filename="Sao.kml"'),
    ).toBe('São.kml');
  });

  it('reads filename* with a language tag, any charset case, and Latin-1', () => {
    expect(fileNameFromDisposition("attachment; filename*=utf-8'en'Pl%C3%A5n%20A.kmz")).toBe(
      'Plån A.kmz',
    );
    expect(fileNameFromDisposition("attachment; filename*=ISO-8859-1''caf%E9.csv")).toBe(
      'café.csv',
    );
    expect(
      fileNameFromDisposition('attachment; filename="plain.kml"; filename*=UTF-8\'\'%E2%82%AC.kml'),
    ).toBe('€.kml');
    // Broken escapes fall back to the plain name.
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E2%82; filename=ok.kml")).toBe(
      'ok.kml',
    );
  });

  it('never returns a path or nothing useful', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
