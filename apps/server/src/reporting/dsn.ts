// A Sentry DSN (https://<public key>@<host>[/<path>]/<project id>) and the envelope endpoint it
// names. Sentry, GlitchTip and Bugsink all take the same DSN and envelope (decision 413).

export type Dsn = { envelopeUrl: string; publicKey: string; raw: string };

export function parseDsn(raw: string): Dsn {
  const url = new URL(raw);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) {
    throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project id>.');
  }
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    raw,
  };
}
