// Which TensorFlow.js backends to try, in order. WebGL only pays off on a real GPU: under a
// software rasteriser (SwiftShader in headless Chromium, llvmpipe on a VM) it is slower than WASM
// (bench/ai), so "auto" skips it there.
import type { BackendChoice } from './protocol.ts';

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software/i;

/** `renderer`: the unmasked WebGL2 renderer name, or null when there is no WebGL2. */
export function backendOrder(choice: BackendChoice, renderer: string | null): string[] {
  if (choice !== 'auto') return [choice];
  if (renderer === null || SOFTWARE_GL.test(renderer)) return ['wasm', 'cpu'];
  return ['webgl', 'wasm', 'cpu'];
}
