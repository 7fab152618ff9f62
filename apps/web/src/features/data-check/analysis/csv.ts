// The results as CSV: one row per image, the issue kinds joined by '; '. Cells that a spreadsheet
// would run as a formula (= + - @ at the start) are prefixed with a quote: file names come from
// the pilot's disk and are not trusted.
import type { DataCheckResult } from '@sortie/domain/data-check';

const HEADER = [
  'file',
  'latitude',
  'longitude',
  'height_m',
  'gsd_cm',
  'sharpness',
  'camera',
  'captured_at',
  'issues',
  'details',
];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = typeof value === 'number' ? String(Math.round(value * 1e7) / 1e7) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function resultCsv(result: DataCheckResult): string {
  const rows = result.images.map((i) =>
    [
      i.name,
      i.lat,
      i.lon,
      i.heightM === null ? null : Math.round(i.heightM * 10) / 10,
      i.gsdCm === null ? null : Math.round(i.gsdCm * 100) / 100,
      i.sharpness === null ? null : Math.round(i.sharpness),
      i.camera,
      i.time === null ? null : new Date(i.time).toISOString(),
      i.issues.map((x) => x.kind).join('; '),
      i.issues.map((x) => x.message).join(' '),
    ]
      .map(csvCell)
      .join(','),
  );
  return [HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
