// The planning pool (issue 10 §9): planning and site-file checks run in worker threads so the
// request thread keeps answering. Bounded everywhere: a fixed number of workers, a bounded queue
// (503 with Retry-After past it), a deadline per task counted from when a worker starts it (the
// worker is then terminated and replaced; the client gets 422 saying what to change), and a heap
// cap per worker, so running out of memory ends that worker and not the server. Piscina does
// the pooling (decision 145).
import { MessageChannel } from 'node:worker_threads';
import { AppError } from '@sortie/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type * as tasks from './tasks.ts';
import type { TaskOutcome, TaskPayload } from './tasks.ts';

type Tasks = typeof tasks;
type TaskName = {
  [K in keyof Tasks]: Tasks[K] extends (p: never) => unknown ? K : never;
}[keyof Tasks];
type InputOf<N extends TaskName> = Parameters<Tasks[N]>[0] extends TaskPayload<infer I> ? I : never;
type ValueOf<N extends TaskName> = ReturnType<Tasks[N]> extends TaskOutcome<infer T> ? T : never;

export type WorkPoolSettings = {
  workers: number;
  queue: number;
  deadlineMs: number;
  heapMb: number;
};

export type WorkPool = {
  /** Runs a task off the request thread; its AppError (422 and the like) is thrown as it is. */
  run<N extends TaskName>(name: N, input: InputOf<N>): Promise<ValueOf<N>>;
  /** Starts the workers now rather than on the first plan (they compile the engine first). */
  warm(): void;
  /** Tasks a worker is working on now (tests wait for this state). */
  running(): number;
  close(): Promise<void>;
};

/** What to change when a task runs too long or out of memory, in the user's terms. */
const ADVICE: Record<TaskName, { what: string; change: string }> = {
  planFlatTask: {
    what: 'Planning this mission',
    change:
      'Plan a smaller area, fly higher, lower the front or side overlap, or split the site into parts.',
  },
  followTerrainTask: {
    what: 'Following the terrain for this mission',
    change: 'Plan a smaller area, fly higher, or split the site into parts.',
  },
  shapeFromFileTask: {
    what: 'Checking this file',
    change: 'Simplify the geometry (fewer vertices or holes) and upload it again.',
  },
  parseZoneFileTask: {
    what: 'Reading this zone file',
    change: 'Split the file into smaller files or simplify its polygons, and import them again.',
  },
  shapeFromGeometryTask: {
    what: 'Checking this geometry',
    change: 'Simplify the geometry (fewer vertices or holes) and try again.',
  },
};

// The worker threads load the TypeScript tasks through tsx, as `npm start` does (the packages
// export TypeScript; there is no build step, STYLE.md "Tooling"); see tasks-entry.mjs.
// From source, tasks-entry.mjs loads the TypeScript tasks through tsx; the compiled server
// (decision 417) has them built as tasks.js beside this code.
const TASKS_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './tasks-entry.mjs' : './tasks.js',
  import.meta.url,
).href;
const BUSY_RETRY_SECONDS = 5;
// Piscina's refusals when every worker is busy and the queue is full (or has no room at all).
const QUEUE_FULL = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

export function createWorkPool(
  settings: WorkPoolSettings,
  logger: Pick<FastifyBaseLogger, 'error'>,
): WorkPool {
  let pool: Piscina | undefined;
  let running = 0;
  // Created on first use: a server (or test) that never plans never starts a thread.
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: TASKS_FILE,
      minThreads: settings.workers,
      maxThreads: settings.workers,
      maxQueue: settings.queue,
      // Not the parent's flags (tsx's --import, test runners' loaders): the entry brings tsx.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb },
    });
    // A worker that dies with no task (out of memory while starting) is replaced by Piscina; an
    // unheard 'error' event would end the server.
    pool.on('error', (error: unknown) => logger.error({ err: error }, 'planning worker failed'));
    return pool;
  };

  async function run<N extends TaskName>(name: N, input: InputOf<N>): Promise<ValueOf<N>> {
    const started = new MessageChannel();
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let isRunning = false;
    started.port1.once('message', () => {
      isRunning = true;
      running += 1;
      timer = setTimeout(() => deadline.abort(), settings.deadlineMs);
    });
    try {
      const payload: TaskPayload<InputOf<N>> = { input, started: started.port2 };
      const out = (await poolOf().run(payload, {
        name,
        signal: deadline.signal,
        transferList: [started.port2],
      })) as TaskOutcome<ValueOf<N>>;
      if (out.ok) return out.value;
      const { type, status, message, details } = out.error;
      throw new AppError(type, status, message, details);
    } catch (error) {
      throw poolError(name, error, deadline.signal.aborted, settings);
    } finally {
      clearTimeout(timer);
      if (isRunning) running -= 1;
      started.port1.close();
    }
  }

  return {
    run,
    warm: () => void poolOf(),
    running: () => running,
    close: async () => {
      await pool?.destroy();
    },
  };
}

function poolError(
  name: TaskName,
  error: unknown,
  pastDeadline: boolean,
  settings: WorkPoolSettings,
): unknown {
  if (error instanceof AppError) return error;
  const { what, change } = ADVICE[name];
  if (pastDeadline) {
    const seconds = Math.round(settings.deadlineMs / 100) / 10;
    return AppError.rule(
      'too_complex',
      `${what} took longer than ${seconds} s and was stopped. ${change}`,
      {
        deadline_ms: settings.deadlineMs,
      },
    );
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return AppError.rule(
      'too_complex',
      `${what} needed more memory than the server allows and was stopped. ${change}`,
      {
        heap_mb: settings.heapMb,
      },
    );
  }
  if (error instanceof Error && QUEUE_FULL.has(error.message)) {
    return new AppError(
      'server_busy',
      503,
      'The server is busy planning other requests. Try again in a few seconds.',
      {
        retry_after_seconds: BUSY_RETRY_SECONDS,
      },
    );
  }
  return error;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The planning pool of this app (tests wait on its state). */
    workPool: WorkPool;
  }
}
