// What one process takes on: the planning worker pool (issue 10 §9: one worker per spare core, a
// bounded queue, a deadline, a heap cap) and the HTTP server's timeouts and connection caps (a
// request that never finishes arriving must not hold a socket).
import os from 'node:os';
import { z } from 'zod';
import { ZPositiveInt } from './env.ts';

export const capacityEnv = z.object({
  PLANNING_WORKERS: ZPositiveInt.default(Math.max(1, os.availableParallelism() - 1)),
  PLANNING_QUEUE: z.coerce.number().int().min(0).default(16),
  PLANNING_DEADLINE_MS: ZPositiveInt.default(20_000),
  PLANNING_WORKER_HEAP_MB: ZPositiveInt.default(1024),
  HTTP_HEADERS_TIMEOUT_MS: ZPositiveInt.default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: ZPositiveInt.default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ZPositiveInt.default(5_000),
  HTTP_MAX_CONNECTIONS: ZPositiveInt.default(2_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1_000),
});

export type CapacityConfig = {
  /** The worker pool that runs planning and site-file checks off the request thread. */
  planning: Readonly<{ workers: number; queue: number; deadlineMs: number; heapMb: number }>;
  /** Socket and request timeouts (ms; idle 0 = none) and the connection caps of the HTTP server. */
  http: Readonly<{
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    maxRequestsPerSocket: number;
  }>;
};

export function capacityConfig(e: z.infer<typeof capacityEnv>): CapacityConfig {
  return {
    planning: Object.freeze({
      workers: e.PLANNING_WORKERS,
      queue: e.PLANNING_QUEUE,
      deadlineMs: e.PLANNING_DEADLINE_MS,
      heapMb: e.PLANNING_WORKER_HEAP_MB,
    }),
    http: Object.freeze({
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    }),
  };
}
