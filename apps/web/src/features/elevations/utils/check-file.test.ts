import { ELEVATION_MODEL_MAX_BYTES } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { checkModelContent, checkModelFile, isTiffHeader } from './check-file.ts';

const file = (bytes: number[], name = 'dem.tif') => new File([new Uint8Array(bytes)], name);

describe('elevation model checks in the browser', () => {
  it('refuses names, sizes and contents the server refuses', async () => {
    expect(checkModelFile({ name: 'dem.png', size: 10 })).toMatch(/GeoTIFF file/);
    expect(checkModelFile({ name: 'DEM.TIFF', size: 0 })).toBe('The file is empty.');
    expect(checkModelFile({ name: 'dem.tif', size: ELEVATION_MODEL_MAX_BYTES + 1 })).toMatch(
      /larger than 200 MB/,
    );
    expect(checkModelFile({ name: 'dem.tif', size: ELEVATION_MODEL_MAX_BYTES })).toBeNull();
    expect(await checkModelContent(file([0x3c, 0x73, 0x76, 0x67]))).toMatch(/not a GeoTIFF/);
    expect(await checkModelContent(file([0x49, 0x49, 0x2a, 0x00, 1, 2]))).toBeNull();
  });

  it('knows TIFF and BigTIFF headers of both byte orders', () => {
    expect(isTiffHeader(new Uint8Array([0x49, 0x49, 0x2a, 0x00]))).toBe(true);
    expect(isTiffHeader(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a]))).toBe(true);
    expect(isTiffHeader(new Uint8Array([0x49, 0x49, 0x2b, 0x00]))).toBe(true);
    expect(isTiffHeader(new Uint8Array([0x4d, 0x4d, 0x2a, 0x00]))).toBe(false);
    expect(isTiffHeader(new Uint8Array([]))).toBe(false);
  });
});
