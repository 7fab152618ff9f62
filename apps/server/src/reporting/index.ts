// Error reports to a Sentry-compatible DSN (issue 18 §5, decision 413): a small envelope client
// instead of @sentry/node, which would bring OpenTelemetry and patch http for what is here one
// POST per failed request. Every error event is sent (platform-core §9 samples traces and
// replays, not errors); a budget per minute keeps a flood of 400s from becoming a flood of posts.
import type { FastifyBaseLogger } from 'fastify';
import { parseDsn, type Dsn } from './dsn.ts';
import { buildEvent, type EventInput, type SentryEvent } from './event.ts';

export type ErrorReporter = {
  readonly enabled: boolean;
  capture(input: Omit<EventInput, 'environment'>): void;
  /** Waits for reports in flight (shutdown, tests). */
  flush(): Promise<void>;
};

export type ReporterOptions = {
  dsn: string | undefined;
  environment: string;
  logger: FastifyBaseLogger;
  /** Reports per minute before the rest of that minute's are dropped. */
  perMinute?: number;
};

const CLIENT = 'sortie-server/0.1';
const SEND_TIMEOUT_MS = 5_000;

export function createErrorReporter(options: ReporterOptions): ErrorReporter {
  if (!options.dsn) return { enabled: false, capture: () => undefined, flush: async () => {} };
  const dsn = parseDsn(options.dsn);
  const perMinute = options.perMinute ?? 120;
  const inFlight = new Set<Promise<void>>();
  let windowStart = 0;
  let sentInWindow = 0;

  const allowed = (): boolean => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      sentInWindow = 0;
    }
    sentInWindow += 1;
    return sentInWindow <= perMinute;
  };

  return {
    enabled: true,
    capture(input) {
      if (!allowed()) return;
      let event: SentryEvent;
      try {
        event = buildEvent({ ...input, environment: options.environment });
      } catch (error) {
        options.logger.warn({ err: error }, 'error report could not be built');
        return;
      }
      const sending = send(dsn, event).catch((error: unknown) =>
        options.logger.warn({ err: error }, 'error report not delivered'),
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}

/** One envelope: its header, an item header, the event (develop.sentry.dev/sdk/envelopes). */
export function envelopeOf(dsn: Dsn, event: SentryEvent): string {
  const payload = JSON.stringify(event);
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.raw };
  const item = {
    type: 'event',
    content_type: 'application/json',
    length: Buffer.byteLength(payload),
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`;
}

async function send(dsn: Dsn, event: SentryEvent): Promise<void> {
  const res = await fetch(dsn.envelopeUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-sentry-envelope',
      'x-sentry-auth': `Sentry sentry_version=7, sentry_client=${CLIENT}, sentry_key=${dsn.publicKey}`,
    },
    body: envelopeOf(dsn, event),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the DSN answered ${res.status}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's error reporter (flushed on close; tests flush it to read the sink). */
    errorReports: ErrorReporter;
  }
}
