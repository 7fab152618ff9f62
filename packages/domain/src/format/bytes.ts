// Stored-file sizes for display, in the byte unit of platform-core §9 (1024-based: 1 MB =
// 1,048,576 bytes, the MB of storage_mb), with the §9 number rule for the figure.
import { BYTES_PER_MB } from '../constants.ts';
import { formatNumber } from './number.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Formats a size in bytes: '512 B', '12.4 MB', '1.5 GB'.
 *
 * @example
 * formatBytes(3000); // '2.93 KB'
 * formatBytes(1_048_576); // '1 MB'
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '-';
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < UNITS.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${i === 0 ? String(Math.round(value)) : formatNumber(value)} ${UNITS[i]}`;
}

/**
 * Formats a storage amount counted in storage_mb (MB of 2^20 bytes), the one rule for plan cards,
 * the plan tab and usage pages (decision 170): 1024 MB reads '1 GB', 102,400 MB '100 GB'.
 *
 * @example
 * formatStorageMb(102_400); // '100 GB'
 * formatStorageMb(0.003); // '3.07 KB'
 */
export function formatStorageMb(mb: number): string {
  return formatBytes(mb * BYTES_PER_MB);
}
