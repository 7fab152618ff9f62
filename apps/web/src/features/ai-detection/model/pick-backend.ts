// Backend choice in the worker: the order comes from backend-order.ts; the first that starts wins.
import * as tf from '@tensorflow/tfjs-core';
import { backendOrder } from './backend-order.ts';
import type { BackendChoice } from './protocol.ts';

function glRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
  if (!gl) return null;
  // Chromium masks RENDERER ("WebKit WebGL"); the debug extension tells the real one.
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

export async function pickBackend(choice: BackendChoice): Promise<string> {
  const order = backendOrder(choice, choice === 'auto' ? glRenderer() : null);
  for (const name of order) {
    try {
      if (await tf.setBackend(name)) return name;
    } catch {
      // The next one in the order.
    }
  }
  throw new Error(`No TensorFlow.js backend could start (tried ${order.join(', ')}).`);
}
