import { describe, expect, it } from 'vitest';
import { exportFileName, toFileSafe } from './file-name.ts';

describe('toFileSafe', () => {
  it('folds accents and replaces unsafe characters', () => {
    expect(toFileSafe('Fazenda São João / Lote #3')).toBe('Fazenda-Sao-Joao-Lote-3');
    expect(toFileSafe('../../etc/passwd')).toBe('etc-passwd');
    expect(toFileSafe('a:b*c?d"e<f>g|h')).toBe('a-b-c-d-e-f-g-h');
    expect(toFileSafe('***')).toBe('');
  });

  it('keeps letters of any script, so a Hindi site name stays Hindi', () => {
    expect(toFileSafe('उत्तर खेत / 3')).toBe('उत्तर-खेत-3');
    // 80 Devanagari letters would be 240 bytes: the stem stays within 160.
    const stem = toFileSafe('खे'.repeat(100));
    expect(stem.length).toBeGreaterThan(40);
    expect(stem.length * 3).toBeLessThanOrEqual(160);
  });

  it('caps the length', () => {
    expect(toFileSafe('x'.repeat(300))).toHaveLength(80);
  });
});

describe('exportFileName', () => {
  const date = new Date(2025, 2, 12, 15, 30);
  it('joins site, kind and local date', () => {
    expect(exportFileName({ siteName: 'North Field', kind: 'missions', ext: 'kml', date })).toBe(
      'North-Field_missions_2025-03-12.kml',
    );
    expect(exportFileName({ siteName: 'Plot 7', kind: 'GCPs', ext: '.CSV', date })).toBe(
      'Plot-7_GCPs_2025-03-12.csv',
    );
  });

  it('falls back when nothing is left', () => {
    expect(exportFileName({ siteName: '///', kind: '', ext: '', date })).toBe(
      'site_export_2025-03-12',
    );
  });
});
