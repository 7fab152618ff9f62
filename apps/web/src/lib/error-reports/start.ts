// Starts the web error reporter once the brand says where reports go (decision 413). This part is
// eager but tiny: it listens from boot and keeps the first few events. The sender (reporter.ts)
// is a chunk of its own, fetched only when a DSN is set, so the landing page's first load never
// carries it (issue 18 §1 budget).
import type { WebReporter } from './reporter.ts';
import type { ApiFailure, WebReportsConfig } from './types.ts';

type Pending =
  | { kind: 'error'; error: unknown; mechanism: 'onerror' | 'onunhandledrejection' }
  | { kind: 'api'; failure: ApiFailure };

const PENDING_MAX = 20;
// Once per page: a boot retried after a failed brand fetch must not listen twice.
let started = false;

/** Hands API failures to the reporter: the api client's failure hook calls this. */
export type ApiFailureSink = (failure: ApiFailure) => void;

export function startErrorReports(
  config: WebReportsConfig | null | undefined,
  onApiFailure: (sink: ApiFailureSink) => void,
  target: Window = window,
): void {
  if (!config || started) return;
  started = true;
  let reporter: WebReporter | null = null;
  const pending: Pending[] = [];
  const take = (event: Pending) => {
    if (reporter) deliver(reporter, event);
    else if (pending.length < PENDING_MAX) pending.push(event);
  };
  target.addEventListener('error', (event) => {
    // Resource load errors (an <img> 404) arrive here too, without an error object.
    if (event.error !== undefined || event.message)
      take({ kind: 'error', error: event.error ?? event.message, mechanism: 'onerror' });
  });
  target.addEventListener('unhandledrejection', (event) =>
    take({ kind: 'error', error: event.reason, mechanism: 'onunhandledrejection' }),
  );
  onApiFailure((failure) => take({ kind: 'api', failure }));

  import('./reporter.ts').then(
    ({ createWebReporter }) => {
      const created = createWebReporter(config, {
        fetch: (url, init) => target.fetch(url, init),
        pageUrl: () => target.location.href,
      });
      reporter = created;
      for (const event of pending.splice(0)) deliver(created, event);
      sendPageLoadWhenDone(created, target);
    },
    () => undefined, // no reporter chunk (offline): the app goes on without reports
  );
}

function deliver(reporter: WebReporter, event: Pending): void {
  if (event.kind === 'api') reporter.captureApiFailure(event.failure);
  else reporter.captureError(event.error, event.mechanism);
}

function sendPageLoadWhenDone(reporter: WebReporter, target: Window): void {
  const send = () => {
    const [nav] = target.performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    if (!nav || nav.loadEventEnd <= 0) return;
    const origin = target.performance.timeOrigin;
    reporter.sendPageLoad({
      startMs: origin + nav.startTime,
      endMs: origin + nav.loadEventEnd,
      name: target.location.pathname,
    });
  };
  if (target.document.readyState === 'complete') setTimeout(send, 0);
  else target.addEventListener('load', () => setTimeout(send, 0), { once: true });
}
