// Dotted software versions (pilot app, dock firmware, our own releases). platform-core §4:
// "dotted numbers compared after cutting anything after a dash", so '2024.12-beta' is 2024.12.
// Missing parts count as zero (2025 equals 2025.0) and a leading 'v' is ignored.

/**
 * Parses a version into its numeric parts; undefined when it is not a dotted number.
 *
 * @example
 * parseVersion('2024.12-beta'); // [2024, 12]
 * parseVersion('v5.1.0'); // [5, 1, 0]
 * parseVersion('latest'); // undefined
 */
export function parseVersion(version: string | null | undefined): number[] | undefined {
  const head = (version ?? '').trim().replace(/^v/i, '').split('-')[0] ?? '';
  if (!/^\d+(?:\.\d+)*$/.test(head)) return undefined;
  return head.split('.').map(Number);
}

/**
 * Compares two versions: negative when a < b, 0 when equal, positive when a > b. Unparsable
 * versions sort before every real one (and equal each other).
 *
 * @example
 * compareVersions('2024.12-rc1', '2024.12'); // 0
 * compareVersions('2024.9', '2024.12'); // < 0
 * ['2025.1', '2024.12'].sort(compareVersions); // ['2024.12', '2025.1']
 */
export function compareVersions(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * True when `version` is at least `minimum`; false for an unknown or unparsable version.
 *
 * @example
 * isVersionAtLeast('2025.1.3', '2025.1'); // true
 * isVersionAtLeast(undefined, '2024.12'); // false
 */
export function isVersionAtLeast(version: string | null | undefined, minimum: string): boolean {
  return parseVersion(version) !== undefined && compareVersions(version, minimum) >= 0;
}
