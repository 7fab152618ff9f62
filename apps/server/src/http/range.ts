// One HTTP Range of a file (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or `bytes=-n`. Browsers seek
// a <video> with these. Several ranges in one header are answered with the whole file (null),
// which the RFC allows; a range past the end is 'unsatisfiable' (416).
import type { ByteRange } from '../storage/index.ts';

export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
