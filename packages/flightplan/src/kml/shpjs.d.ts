// shpjs ships no types; these are the two synchronous readers used here (shpjs 6).
declare module 'shpjs' {
  /** Geometries of a .shp, reprojected to WGS84 when the .prj text is given. */
  export function parseShp(shp: Uint8Array | ArrayBuffer, prj?: string | false): unknown[];
  /** Attribute rows of a .dbf, decoded with the .cpg code page when given. */
  export function parseDbf(
    dbf: Uint8Array | ArrayBuffer,
    cpg?: string | Uint8Array,
  ): Record<string, unknown>[];
}
