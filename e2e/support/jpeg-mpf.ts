// Writes an MPF (CIPA DC-007 Multi-Picture Format) preview into a generated JPEG the way DJI
// cameras (and most phones) do: an APP2 "MPF" segment after the APP1s whose index lists the
// primary image and a smaller preview JPEG appended after the primary image's EOI. Data Check
// reads that preview instead of decoding the 20 MP frame.

/** MP entry attribute of a "large thumbnail" (VGA-class) dependent image. */
const LARGE_THUMBNAIL = 0x00010001;
/** MP entry attribute of the baseline primary image. */
const PRIMARY = 0x20030000;
/** APP2 marker + length + "MPF\0" + TIFF header + IFD of 3 entries + two 16-byte MP entries. */
const SEGMENT_BYTES = 2 + 2 + 4 + 8 + (2 + 3 * 12 + 4) + 2 * 16;

/** Where the leading APPn segments end (the MPF segment goes there). */
function appSegmentsEnd(bytes: Uint8Array): number {
  let at = 2;
  while (bytes[at] === 0xff && bytes[at + 1]! >= 0xe0 && bytes[at + 1]! <= 0xef) {
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return at;
}

/** The JPEG with `preview` listed in an MPF index and appended after it. */
export function withMpfPreview(bytes: Uint8Array, preview: Uint8Array): Uint8Array {
  const insertAt = appSegmentsEnd(bytes);
  const primarySize = bytes.length + SEGMENT_BYTES;
  // MP entry offsets count from the MPF TIFF header (after marker, length and "MPF\0").
  const header = insertAt + 8;
  const seg = new Uint8Array(SEGMENT_BYTES);
  const v = new DataView(seg.buffer);
  v.setUint16(0, 0xffe2);
  v.setUint16(2, SEGMENT_BYTES - 2);
  seg.set([0x4d, 0x50, 0x46, 0x00], 4); // "MPF\0"
  const t = 8; // TIFF header, big endian ("MM")
  seg.set([0x4d, 0x4d, 0x00, 0x2a], t);
  v.setUint32(t + 4, 8);
  let e = t + 8;
  v.setUint16(e, 3);
  e += 2;
  const entry = (tag: number, type: number, count: number, value: (at: number) => void) => {
    v.setUint16(e, tag);
    v.setUint16(e + 2, type);
    v.setUint32(e + 4, count);
    value(e + 8);
    e += 12;
  };
  entry(0xb000, 7, 4, (at) => seg.set([0x30, 0x31, 0x30, 0x30], at)); // MPFVersion "0100"
  entry(0xb001, 4, 1, (at) => v.setUint32(at, 2)); // NumberOfImages
  const entriesAt = 8 + 2 + 3 * 12 + 4; // relative to the TIFF header
  entry(0xb002, 7, 32, (at) => v.setUint32(at, entriesAt)); // MPEntry
  v.setUint32(e, 0); // no next IFD
  const m = t + entriesAt;
  v.setUint32(m, PRIMARY);
  v.setUint32(m + 4, primarySize);
  v.setUint32(m + 8, 0);
  v.setUint32(m + 16, LARGE_THUMBNAIL);
  v.setUint32(m + 20, preview.length);
  v.setUint32(m + 24, primarySize - header);
  const out = new Uint8Array(primarySize + preview.length);
  out.set(bytes.subarray(0, insertAt), 0);
  out.set(seg, insertAt);
  out.set(bytes.subarray(insertAt), insertAt + SEGMENT_BYTES);
  out.set(preview, primarySize);
  return out;
}
