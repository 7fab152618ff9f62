// Backend choice in the worker. WebGL only pays off on a real GPU: under a software rasteriser
// (SwiftShader in headless Chromium, llvmpipe on a VM) it is slower than WASM, so "auto" skips it.
import * as tf from '@tensorflow/tfjs-core';
import type { BackendChoice } from './protocol.ts';

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software/i;

function glRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
  if (!gl) return null;
  // Chromium masks RENDERER ("WebKit WebGL"); the debug extension tells the real one.
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

export async function pickBackend(choice: BackendChoice): Promise<string> {
  const order: string[] =
    choice !== 'auto'
      ? [choice]
      : SOFTWARE_GL.test(glRenderer() ?? 'software')
        ? ['wasm', 'cpu']
        : ['webgl', 'wasm', 'cpu'];
  for (const name of order) {
    try {
      if (await tf.setBackend(name)) return name;
    } catch {
      // The next one in the order.
    }
  }
  throw new Error(`No TensorFlow.js backend could start (tried ${order.join(', ')}).`);
}
