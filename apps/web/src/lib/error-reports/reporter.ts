// The browser's error reporter (issue 18 §5, decision 413), loaded as its own chunk only when the
// server gave a web DSN: uncaught errors, unhandled rejections and failed API calls (with the
// server's request id, to find the server's own report and log lines), plus one sampled page-load
// transaction. Everything passes the scrubber before it leaves the browser.
import { envelopeOf, hexId, parseDsn, type SentryItem } from './envelope.ts';
import { createBudget, ERROR_SAMPLE_RATE, isSampled } from './sampling.ts';
import { scrubText, scrubValue } from './scrub.ts';
import type { ApiFailure, WebReportsConfig } from './types.ts';

export type ReporterDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  random?: () => number;
  now?: () => number;
  /** The page's URL, scrubbed before it is sent. */
  pageUrl: () => string;
};

type Frame = { function: string; filename: string; lineno: number; colno: number };

/** Chrome's `at fn (url:1:2)` and Firefox's `fn@url:1:2`, oldest call first as Sentry wants. */
export function framesOf(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const m =
      /^\s*(?:at\s+)?(?:(.*?)\s*\(|(.*?)@)?((?:https?|blob|file):\S+?):(\d+):(\d+)\)?\s*$/.exec(
        line,
      );
    if (!m) continue;
    frames.push({
      function: m[1] || m[2] || '<anonymous>',
      filename: scrubText(m[3]!),
      lineno: Number(m[4]),
      colno: Number(m[5]),
    });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, value: error.message, stack: error.stack };
  return { type: 'NonError', value: typeof error === 'string' ? error : safeJson(error) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** 400s (a client out of step with the API) and 5xx, as the server reports them (decision 413). */
export const isReportedStatus = (status: number) => status === 400 || status >= 500;

export function createWebReporter(config: WebReportsConfig, deps: ReporterDeps) {
  const dsn = parseDsn(config.dsn);
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const withinBudget = createBudget(60, now);
  const traceId = hexId();

  function base(level: 'error' | 'warning') {
    return {
      timestamp: now() / 1000,
      platform: 'javascript',
      logger: 'sortie-web',
      level,
      environment: config.environment,
      request: { url: scrubText(deps.pageUrl()) },
      contexts: { trace: { trace_id: traceId, span_id: hexId(8) } },
    };
  }

  function send(item: SentryItem): void {
    const eventId = hexId();
    const body = envelopeOf(
      dsn,
      eventId,
      { ...item, payload: { event_id: eventId, ...item.payload } },
      new Date(now()),
    );
    // keepalive: an error just before the page unloads is still delivered.
    deps
      .fetch(dsn.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
        keepalive: body.length < 60_000,
        credentials: 'omit',
      })
      .catch(() => undefined); // a reporter that cannot report must stay silent
  }

  function report(payload: Record<string, unknown>): void {
    if (!isSampled(ERROR_SAMPLE_RATE, random) || !withinBudget()) return;
    send({ type: 'event', payload: scrubValue(payload) as Record<string, unknown> });
  }

  return {
    captureError(error: unknown, mechanism: 'onerror' | 'onunhandledrejection'): void {
      const { type, value, stack } = exceptionOf(error);
      report({
        ...base('error'),
        exception: {
          values: [
            {
              type,
              value: scrubText(value),
              mechanism: { type: mechanism, handled: false },
              stacktrace: { frames: framesOf(stack) },
            },
          ],
        },
      });
    },

    captureApiFailure(failure: ApiFailure): void {
      if (!isReportedStatus(failure.status)) return;
      report({
        ...base(failure.status >= 500 ? 'error' : 'warning'),
        message: {
          formatted: `${failure.method} ${failure.path} answered ${failure.status} ${failure.type}`,
        },
        tags: {
          request_id: failure.requestId ?? 'none',
          status_code: String(failure.status),
          error_type: failure.type,
        },
      });
    },

    /** One page-load transaction, sampled at the configured traces rate (platform-core §9). */
    sendPageLoad(timing: { startMs: number; endMs: number; name: string }): boolean {
      if (!isSampled(config.tracesSampleRate, random)) return false;
      send({
        type: 'transaction',
        payload: {
          ...base('warning'),
          level: undefined,
          type: 'transaction',
          transaction: scrubText(timing.name),
          start_timestamp: timing.startMs / 1000,
          timestamp: timing.endMs / 1000,
          contexts: { trace: { trace_id: traceId, span_id: hexId(8), op: 'pageload' } },
          spans: [],
        },
      });
      return true;
    },
  };
}

export type WebReporter = ReturnType<typeof createWebReporter>;
