// A Sentry DSN's envelope endpoint and the envelope itself (develop.sentry.dev/sdk/envelopes),
// as the server's reporting/ posts them: Sentry, GlitchTip and Bugsink take the same format.
// Browsers cannot set X-Sentry-Auth on a cross-origin post without a preflight, so the key goes
// in the query string, as Sentry's own browser SDK sends it.

export type Dsn = { envelopeUrl: string; raw: string };

export type SentryItem = { type: 'event' | 'transaction'; payload: Record<string, unknown> };

const CLIENT = 'sortie-web/0.1';

export function parseDsn(raw: string): Dsn {
  const url = new URL(raw);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) throw new Error('The web DSN has no key or project id.');
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  const query = new URLSearchParams({
    sentry_version: '7',
    sentry_client: CLIENT,
    sentry_key: decodeURIComponent(url.username),
  });
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/?${query}`,
    raw,
  };
}

/** One envelope: its header, then the item's header and payload, newline-separated. */
export function envelopeOf(dsn: Dsn, eventId: string, item: SentryItem, sentAt: Date): string {
  const payload = JSON.stringify(item.payload);
  const header = { event_id: eventId, sent_at: sentAt.toISOString(), dsn: dsn.raw };
  const itemHeader = {
    type: item.type,
    content_type: 'application/json',
    length: new TextEncoder().encode(payload).length,
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(itemHeader)}\n${payload}\n`;
}

/** A random 32-hex id (event and trace ids); 16 hex for a span. */
export function hexId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((b) => b.toString(16).padStart(2, '0')).join('');
}
