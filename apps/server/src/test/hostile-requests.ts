// Shared steps of the tests that send the server work it must not be hurt by (issue 10 §9, issue
// 19): wait for the planning pool to be busy, check /api/health answers meanwhile, and read the
// 422 too_complex. States only, never time.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

type Reply = { statusCode: number; body: string; json: () => unknown };

/** Resolves when `check` holds, checking after each turn of the event loop (no fixed sleeps). */
export async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

/** The 422 of a shape whose checks would hold the server (work budget or deadline). */
export function expectTooComplex(res: Reply, title: string | null = 'Shape Too Complex'): void {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
  expect(res.json()).toMatchObject({
    error: { type: 'too_complex', ...(title ? { details: { title } } : {}) },
  });
}

/**
 * Sends `request`, waits until a pool worker has started on it (so the work is off the request
 * thread), and checks that /api/health answers meanwhile; then returns the request's reply.
 */
export async function healthyWhile<R>(app: FastifyInstance, request: () => Promise<R>): Promise<R> {
  let settled = false;
  let inPool = false;
  const pending = request().finally(() => {
    settled = true;
  });
  await until(() => (inPool ||= app.workPool.running() >= 1) || settled);
  expect(inPool, 'the work should run in the planning pool').toBe(true);
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  return pending;
}
