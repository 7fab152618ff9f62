// Random access to a file's bytes without reading it whole: in the browser a File's slices (read
// lazily from disk), in tests a Uint8Array. The embedded-preview and TIFF readers ask only for the
// few ranges they need: a 20 MP JPEG's first 128 KB and its preview, not its 10 MB.

export type ByteSource = {
  size: number;
  /** Bytes [offset, offset + length), clipped to the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
};

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) =>
      Promise.resolve(bytes.subarray(Math.max(0, offset), Math.min(bytes.length, offset + length))),
  };
}

/** Big- or little-endian reads at absolute offsets of a buffer (TIFF, MPF). */
export function reader(bytes: Uint8Array, littleEndian: boolean) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (at: number, n: number) => at >= 0 && at + n <= bytes.length;
  return {
    littleEndian,
    u16: (at: number) => (inside(at, 2) ? view.getUint16(at, littleEndian) : null),
    u32: (at: number) => (inside(at, 4) ? view.getUint32(at, littleEndian) : null),
  };
}
