// Every pair of boxes that touch, among n boxes: a packed Hilbert R-tree over the boxes, joined with
// itself from the root down. Flatbush asked the same tree n times from its root, one query per
// box (~0.13 s of the 100,000-vertex KML read, decision 425); descending two subtrees at once
// prunes whole groups of far-apart boxes with one test and visits each touching pair exactly once.
// Only typed arrays and integer indices: this runs cold in the CLI, once per file.

/** Children per tree node (Flatbush's default). */
const NODE = 16;

/**
 * Position of (x, y), both in 0..65535, along a Hilbert curve, so sorting by it keeps neighbours
 * in space near each other in the order. Ported from https://github.com/rawrunprotected/hilbert_curves
 * (public domain), as Flatbush does.
 */
function hilbert(x: number, y: number): number {
  let a = x ^ y;
  let b = 0xffff ^ a;
  let c = 0xffff ^ (x | y);
  let d = x & (y ^ 0xffff);
  let A = a | (b >> 1);
  let B = (a >> 1) ^ a;
  let C = c ^ ((c >> 1) ^ (b & (d >> 1)));
  let D = d ^ ((a & (c >> 1)) ^ (d >> 1));
  a = (A & (A >> 2)) ^ (B & (B >> 2));
  b = (A & (B >> 2)) ^ (B & ((A ^ B) >> 2));
  c = C ^ ((A & (C >> 2)) ^ (B & (D >> 2)));
  d = D ^ ((B & (C >> 2)) ^ ((A ^ B) & (D >> 2)));
  A = (a & (a >> 4)) ^ (b & (b >> 4));
  B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4));
  C = c ^ ((a & (c >> 4)) ^ (b & (d >> 4)));
  D = d ^ ((b & (c >> 4)) ^ ((a ^ b) & (d >> 4)));
  c = C ^ ((A & (C >> 8)) ^ (B & (D >> 8)));
  d = D ^ ((B & (C >> 8)) ^ ((A ^ B) & (D >> 8)));
  c ^= c >> 1;
  d ^= d >> 1;
  a = x ^ y;
  b = d | (0xffff ^ (a | c));
  a = (a | (a << 8)) & 0x00ff00ff;
  a = (a | (a << 4)) & 0x0f0f0f0f;
  a = (a | (a << 2)) & 0x33333333;
  a = (a | (a << 1)) & 0x55555555;
  b = (b | (b << 8)) & 0x00ff00ff;
  b = (b | (b << 4)) & 0x0f0f0f0f;
  b = (b | (b << 2)) & 0x33333333;
  b = (b | (b << 1)) & 0x55555555;
  return ((b << 1) | a) >>> 0;
}

/** Indices 0..n-1 ordered by their 32-bit keys: two stable 16-bit counting passes, O(n). */
function sortByKey(keys: Uint32Array): Uint32Array {
  const n = keys.length;
  let from = new Uint32Array(n);
  let to = new Uint32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  const counts = new Uint32Array(65537);
  for (let shift = 0; shift <= 16; shift += 16) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((keys[i]! >>> shift) & 0xffff) + 1]!++;
    for (let k = 1; k <= 65536; k++) counts[k]! += counts[k - 1]!;
    for (let i = 0; i < n; i++) {
      const id = from[i]!;
      to[counts[(keys[id]! >>> shift) & 0xffff]!++] = id;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Boxes of the parent level: one per run of NODE consecutive boxes. */
function parentLevel(child: Float64Array, count: number): Float64Array {
  const parents = Math.ceil(count / NODE);
  const out = new Float64Array(parents * 4);
  for (let p = 0; p < parents; p++) {
    const end = Math.min((p + 1) * NODE, count);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let c = p * NODE; c < end; c++) {
      if (child[4 * c]! < minX) minX = child[4 * c]!;
      if (child[4 * c + 1]! < minY) minY = child[4 * c + 1]!;
      if (child[4 * c + 2]! > maxX) maxX = child[4 * c + 2]!;
      if (child[4 * c + 3]! > maxY) maxY = child[4 * c + 3]!;
    }
    out[4 * p] = minX;
    out[4 * p + 1] = minY;
    out[4 * p + 2] = maxX;
    out[4 * p + 3] = maxY;
  }
  return out;
}

/** How a join ended: every pair visited, stopped by the visitor, or past its cap of misses. */
export type JoinEnd = 'done' | 'stopped' | 'gave_up';

/** Leaves in Hilbert order of their centres: their position in `boxes` for each leaf. */
function hilbertOrder(boxes: Float64Array, n: number): Uint32Array {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    if (boxes[4 * i]! < minX) minX = boxes[4 * i]!;
    if (boxes[4 * i + 1]! < minY) minY = boxes[4 * i + 1]!;
    if (boxes[4 * i + 2]! > maxX) maxX = boxes[4 * i + 2]!;
    if (boxes[4 * i + 3]! > maxY) maxY = boxes[4 * i + 3]!;
  }
  const sx = 0xffff / (maxX - minX || 1);
  const sy = 0xffff / (maxY - minY || 1);
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const x = (sx * ((boxes[4 * i]! + boxes[4 * i + 2]!) / 2 - minX)) & 0xffff;
    const y = (sy * ((boxes[4 * i + 1]! + boxes[4 * i + 3]!) / 2 - minY)) & 0xffff;
    keys[i] = hilbert(x, y);
  }
  return sortByKey(keys);
}

/**
 * Calls `visit(i, j)` (i < j) once for every pair of boxes that touch or overlap (closed boxes,
 * the test Flatbush's search makes) and returns 'done', or 'stopped' as soon as `visit` returns
 * true. `boxes` holds minX, minY, maxX, maxY per box. The order of the pairs is not their index
 * order.
 *
 * The tree is packed over the boxes in their own order when `order` is 'input': a ring's edges,
 * one after another, are already near each other, and sorting 100,000 of them costs more than the
 * join. When they are not (a spiral, whose 16 consecutive edges span the whole shape), nodes
 * overlap widely and the box tests that find nothing pass `maxMisses`: the join then gives up ('gave_up', after
 * visiting some pairs) and should be run again in 'hilbert' order, which sorts the boxes along a
 * Hilbert curve of their centres as Flatbush does.
 *
 * @example
 * boxSelfJoin(new Float64Array([0, 0, 1, 1, 1, 1, 2, 2, 5, 5, 6, 6]), 3, (i, j) => (seen.push([i, j]), false)); // 'done', seen: [[0, 1]]
 */
export function boxSelfJoin(
  boxes: Float64Array,
  n: number,
  visit: (i: number, j: number) => boolean,
  order: 'input' | 'hilbert' = 'hilbert',
  maxMisses = Infinity,
): JoinEnd {
  if (n < 2) return 'done';
  const sorted = order === 'hilbert' ? hilbertOrder(boxes, n) : null;
  let leaves = boxes;
  if (sorted) {
    leaves = new Float64Array(n * 4);
    for (let k = 0; k < n; k++) {
      const o = 4 * sorted[k]!;
      leaves[4 * k] = boxes[o]!;
      leaves[4 * k + 1] = boxes[o + 1]!;
      leaves[4 * k + 2] = boxes[o + 2]!;
      leaves[4 * k + 3] = boxes[o + 3]!;
    }
  }
  const levels: Float64Array[] = [leaves];
  const counts = [n];
  while (counts[counts.length - 1]! > 1) {
    const count = counts[counts.length - 1]!;
    levels.push(parentLevel(levels[levels.length - 1]!, count));
    counts.push(Math.ceil(count / NODE));
  }
  // Pending pairs of nodes (level, a, b) whose boxes touch; a === b is a node paired with itself.
  const stack: number[] = [levels.length - 1, 0, 0];
  // Children of one node that touch the other node's box: only those can touch each other.
  const sideA = new Int32Array(NODE);
  const sideB = new Int32Array(NODE);
  // Box tests that found nothing (tests are counted, each touch found takes one back): what a
  // poor packing costs beyond the pairs themselves.
  let misses = 0;
  const found = (level: number, i: number, j: number): boolean => {
    misses--;
    if (level > 1) {
      stack.push(level - 1, i, j);
      return false;
    }
    const p = sorted ? sorted[i]! : i;
    const q = sorted ? sorted[j]! : j;
    return p < q ? visit(p, q) : visit(q, p);
  };
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    const level = stack.pop()!;
    const own = levels[level]!;
    const child = levels[level - 1]!;
    const count = counts[level - 1]!;
    const aEnd = Math.min((a + 1) * NODE, count);
    const bEnd = Math.min((b + 1) * NODE, count);
    if (a === b) {
      // Each pair of children once, and (above the leaves) each child with itself.
      const self = level > 1 ? 0 : 1;
      misses += ((aEnd - a * NODE) * (aEnd - a * NODE + 1 - 2 * self)) / 2;
      for (let i = a * NODE; i < aEnd; i++)
        for (let j = i + self; j < aEnd; j++)
          if (touch(child, i, child, j) && found(level, i, j)) return 'stopped';
    } else {
      let na = 0;
      for (let i = a * NODE; i < aEnd; i++) if (touch(child, i, own, b)) sideA[na++] = i;
      let nb = 0;
      if (na > 0)
        for (let j = b * NODE; j < bEnd; j++) if (touch(child, j, own, a)) sideB[nb++] = j;
      misses += aEnd - a * NODE - na + (na > 0 ? bEnd - b * NODE - nb : 0) + na * nb;
      for (let x = 0; x < na; x++)
        for (let y = 0; y < nb; y++)
          if (touch(child, sideA[x]!, child, sideB[y]!) && found(level, sideA[x]!, sideB[y]!))
            return 'stopped';
    }
    if (misses > maxMisses) return 'gave_up';
  }
  return 'done';
}

/** Box i of p and box j of q touch or overlap (closed boxes). */
function touch(p: Float64Array, i: number, q: Float64Array, j: number): boolean {
  return !(
    p[4 * i + 2]! < q[4 * j]! ||
    p[4 * i + 3]! < q[4 * j + 1]! ||
    p[4 * i]! > q[4 * j + 2]! ||
    p[4 * i + 1]! > q[4 * j + 3]!
  );
}
