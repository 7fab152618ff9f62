import { formatNumber } from '@sortie/domain';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Storage as '12.4 MB' (1024-based, the byte unit of platform-core §9). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < UNITS.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${i === 0 ? String(value) : formatNumber(value)} ${UNITS[i]}`;
}
