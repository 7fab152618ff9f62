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

  it('never returns a path or nothing useful', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
