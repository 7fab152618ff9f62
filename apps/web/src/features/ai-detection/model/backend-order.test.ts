import { describe, expect, it } from 'vitest';
import { backendOrder } from './backend-order.ts';

describe('backendOrder', () => {
  it('tries WebGL first on a real GPU', () => {
    expect(backendOrder('auto', 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)')).toEqual([
      'webgl',
      'wasm',
      'cpu',
    ]);
  });

  it('skips WebGL under a software rasteriser or without WebGL2', () => {
    const swiftShader =
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)';
    expect(backendOrder('auto', swiftShader)).toEqual(['wasm', 'cpu']);
    expect(backendOrder('auto', 'llvmpipe (LLVM 15.0.6, 256 bits)')).toEqual(['wasm', 'cpu']);
    expect(backendOrder('auto', null)).toEqual(['wasm', 'cpu']);
  });

  it('takes an explicit choice as it is (the bench compares backends)', () => {
    expect(backendOrder('webgl', null)).toEqual(['webgl']);
    expect(backendOrder('cpu', 'NVIDIA')).toEqual(['cpu']);
  });
});
