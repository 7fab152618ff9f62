// Generated TIFF and DNG files for the Data Check tests: a baseline TIFF (uncompressed 8-bit grey
// or RGB strips) and a DNG-shaped file (IFD0 holding stand-in CFA raw data, a SubIFD holding a
// JPEG preview, as DNG writers lay them out). Little-endian, written by hand so the tests control
// every tag.

type Entry = { tag: number; type: 3 | 4 | 2; values: number[] | string };

const SIZE = { 2: 1, 3: 2, 4: 4 } as const;

/** Lays out IFDs (each with its data blobs) after an 8-byte header; answers the file. */
function layout(
  ifds: { entries: Entry[]; blobs: Uint8Array[]; blobTags: number[] }[],
  subOf?: Map<number, number>,
): Uint8Array {
  // First pass: sizes. Each IFD: 2 + 12n + 4, then its out-of-line values, then its blobs.
  const parts: { at: number; size: number }[] = [];
  let at = 8;
  for (const d of ifds) {
    const extra = d.entries.reduce((n, e) => {
      const bytes =
        typeof e.values === 'string' ? e.values.length + 1 : e.values.length * SIZE[e.type];
      return n + (bytes > 4 ? bytes + (bytes & 1) : 0);
    }, 0);
    const size = 2 + 12 * d.entries.length + 4 + extra + d.blobs.reduce((n, b) => n + b.length, 0);
    parts.push({ at, size });
    at += size + (size & 1);
  }
  const out = new Uint8Array(at);
  const v = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  v.setUint32(4, 8, true);
  ifds.forEach((d, k) => {
    const base = parts[k]!.at;
    let data = base + 2 + 12 * d.entries.length + 4;
    // Blob offsets go into the entries named by blobTags (StripOffsets or JPEGInterchangeFormat).
    const blobAt: number[] = [];
    const valueBytes = d.entries.reduce((n, e) => {
      const bytes =
        typeof e.values === 'string' ? e.values.length + 1 : e.values.length * SIZE[e.type];
      return n + (bytes > 4 ? bytes + (bytes & 1) : 0);
    }, 0);
    let b = data + valueBytes;
    for (const blob of d.blobs) {
      blobAt.push(b);
      out.set(blob, b);
      b += blob.length;
    }
    v.setUint16(base, d.entries.length, true);
    const sorted = [...d.entries].sort((x, y) => x.tag - y.tag);
    sorted.forEach((e, i) => {
      const p = base + 2 + i * 12;
      let values = e.values;
      const bi = d.blobTags.indexOf(e.tag);
      if (bi >= 0) values = [blobAt[bi]!];
      if (e.tag === 0x14a && subOf?.has(k)) values = [parts[subOf.get(k)!]!.at];
      const count = typeof values === 'string' ? values.length + 1 : values.length;
      v.setUint16(p, e.tag, true);
      v.setUint16(p + 2, e.type, true);
      v.setUint32(p + 4, count, true);
      const bytes = count * SIZE[e.type];
      const target = bytes > 4 ? data : p + 8;
      if (bytes > 4) {
        v.setUint32(p + 8, data, true);
        data += bytes + (bytes & 1);
      }
      if (typeof values === 'string') {
        for (let c = 0; c < values.length; c++) out[target + c] = values.charCodeAt(c);
      } else {
        values.forEach((x, j) => {
          if (e.type === 3) v.setUint16(target + j * 2, x, true);
          else v.setUint32(target + j * 4, x, true);
        });
      }
    });
    // Chain only the top-level IFDs that are not SubIFDs.
    const next = ifds.findIndex((_, j) => j > k && ![...(subOf?.values() ?? [])].includes(j));
    const isSub = [...(subOf?.values() ?? [])].includes(k);
    v.setUint32(base + 2 + 12 * d.entries.length, !isSub && next > 0 ? parts[next]!.at : 0, true);
  });
  return out;
}

/** A baseline TIFF of one strip: grey (1 sample) or RGB (3 equal samples) from a grey image. */
export function baselineTiff(gray: Uint8Array, w: number, h: number, rgb = false): Uint8Array {
  const spp = rgb ? 3 : 1;
  const pixels = new Uint8Array(w * h * spp);
  for (let i = 0; i < gray.length; i++) pixels.fill(gray[i]!, i * spp, i * spp + spp);
  return layout([
    {
      entries: [
        { tag: 0x100, type: 4, values: [w] },
        { tag: 0x101, type: 4, values: [h] },
        { tag: 0x102, type: 3, values: Array<number>(spp).fill(8) },
        { tag: 0x103, type: 3, values: [1] },
        { tag: 0x106, type: 3, values: [rgb ? 2 : 1] },
        { tag: 0x10f, type: 2, values: 'DJI' },
        { tag: 0x110, type: 2, values: 'M3E' },
        { tag: 0x111, type: 4, values: [0] },
        { tag: 0x115, type: 3, values: [spp] },
        { tag: 0x116, type: 4, values: [h] },
        { tag: 0x117, type: 4, values: [pixels.length] },
      ],
      blobs: [pixels],
      blobTags: [0x111],
    },
  ]);
}

/** A TIFF whose strips say they are LZW-compressed (its pixels are not read). */
export function lzwTiff(w: number, h: number): Uint8Array {
  return layout([
    {
      entries: [
        { tag: 0x100, type: 4, values: [w] },
        { tag: 0x101, type: 4, values: [h] },
        { tag: 0x102, type: 3, values: [8] },
        { tag: 0x103, type: 3, values: [5] },
        { tag: 0x106, type: 3, values: [1] },
        { tag: 0x111, type: 4, values: [0] },
        { tag: 0x117, type: 4, values: [16] },
      ],
      blobs: [new Uint8Array(16)],
      blobTags: [0x111],
    },
  ]);
}

/**
 * A DNG-shaped file: IFD0 with stand-in CFA data (lossless-JPEG compressed, which browsers do not
 * decode) and, when given, a SubIFD holding a baseline JPEG preview.
 */
export function dngFile(w: number, h: number, preview: Uint8Array | null): Uint8Array {
  const raw = new Uint8Array(64);
  const ifd0: Entry[] = [
    { tag: 0xfe, type: 4, values: [0] },
    { tag: 0x100, type: 4, values: [w] },
    { tag: 0x101, type: 4, values: [h] },
    { tag: 0x102, type: 3, values: [16] },
    { tag: 0x103, type: 3, values: [7] },
    { tag: 0x106, type: 3, values: [32803] },
    { tag: 0x10f, type: 2, values: 'DJI' },
    { tag: 0x110, type: 2, values: 'M3E' },
    { tag: 0x111, type: 4, values: [0] },
    { tag: 0x117, type: 4, values: [raw.length] },
  ];
  if (!preview) return layout([{ entries: ifd0, blobs: [raw], blobTags: [0x111] }]);
  return layout(
    [
      { entries: [...ifd0, { tag: 0x14a, type: 4, values: [0] }], blobs: [raw], blobTags: [0x111] },
      {
        entries: [
          { tag: 0xfe, type: 4, values: [1] },
          { tag: 0x103, type: 3, values: [7] },
          { tag: 0x106, type: 3, values: [6] },
          { tag: 0x111, type: 4, values: [0] },
          { tag: 0x117, type: 4, values: [preview.length] },
        ],
        blobs: [preview],
        blobTags: [0x111],
      },
    ],
    new Map([[0, 1]]),
  );
}
