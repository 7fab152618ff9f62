import { describe, expect, it } from 'vitest';
import { exportFileName, toFileSafe } from './file-name.ts';

describe('toFileSafe', () => {
  it('folds accents and replaces unsafe characters', () => {
    expect(toFileSafe('Fazenda São João / Lote #3')).toBe('Fazenda-Sao-Joao-Lote-3');
    expect(toFileSafe('../../etc/passwd')).toBe('etc-passwd');
    expect(toFileSafe('a:b*c?d"e<f>g|h')).toBe('a-b-c-d-e-f-g-h');
    expect(toFileSafe('खेत')).toBe('');
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
    expect(exportFileName({ siteName: 'खेत', kind: '', ext: '', date })).toBe(
      'site_export_2025-03-12',
    );
  });
});
