// The web error reporter's pure parts (decision 413): the scrubber keeps tokens, passwords and
// e-mail addresses out of reports; errors are always sent and page loads sampled at the traces
// rate; the envelope goes to the DSN's endpoint with the key in the query.
import { describe, expect, it } from 'vitest';
import { parseDsn } from './envelope.ts';
import { createWebReporter } from './reporter.ts';
import { createBudget, isSampled } from './sampling.ts';
import { MASK, scrubText, scrubValue } from './scrub.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl';

describe('scrubbing a report', () => {
  it('masks bearer tokens, JWTs, password pairs, secret query values and e-mails', () => {
    const text = scrubText(
      `Bearer abc.def failed for asha.rao+ops@example.co.in with ${JWT} password=hunter2 ` +
        `at https://app.test/reset?token=s3cret&site=7&user_email=a%40b.in`,
    );
    for (const secret of ['abc.def', 'asha.rao', JWT, 'hunter2', 's3cret', 'a%40b.in'])
      expect(text).not.toContain(secret);
    expect(text).toContain(`Bearer ${MASK}`);
    expect(text).toContain('site=7');
  });

  it('drops the values of secret-named keys at any depth', () => {
    expect(
      scrubValue({ user: { id: 'u1', email: 'x@y.in', idToken: 't' }, list: [{ password: 'p' }] }),
    ).toEqual({ user: { id: 'u1', email: MASK, idToken: MASK }, list: [{ password: MASK }] });
  });
});

describe('sampling', () => {
  it('keeps an event below the rate and drops it at or above', () => {
    expect(isSampled(0.8, () => 0.79)).toBe(true);
    expect(isSampled(0.8, () => 0.8)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });

  it('spends a budget per minute, then starts afresh', () => {
    let now = 0;
    const allowed = createBudget(2, () => now);
    expect([allowed(), allowed(), allowed()]).toEqual([true, true, false]);
    now = 60_000;
    expect(allowed()).toBe(true);
  });
});

describe('the reporter', () => {
  const DSN = 'https://pub@reports.example.test/sub/42';
  const config = { dsn: DSN, environment: 'test', tracesSampleRate: 0.8 };

  function recording(random: number) {
    const posts: { url: string; lines: Record<string, unknown>[] }[] = [];
    const reporter = createWebReporter(config, {
      fetch: (url, init) => {
        const lines = (init.body as string)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        posts.push({ url, lines });
        return Promise.resolve(new Response(null, { status: 200 }));
      },
      random: () => random,
      pageUrl: () => 'https://app.test/auth/reset?token=s3cret',
    });
    return { reporter, posts };
  }

  it('posts a scrubbed error envelope to the DSN, whatever the random draw', () => {
    const { reporter, posts } = recording(0.99);
    reporter.captureError(new Error(`token=abc for me@example.com`), 'onerror');
    expect(posts).toHaveLength(1);
    const [{ url, lines }] = posts as [(typeof posts)[number]];
    expect(url).toBe(parseDsn(DSN).envelopeUrl);
    expect(url).toMatch(
      /^https:\/\/reports\.example\.test\/sub\/api\/42\/envelope\/\?.*sentry_key=pub/,
    );
    expect(lines[1]).toMatchObject({ type: 'event' });
    const body = JSON.stringify(lines[2]);
    for (const secret of ['abc', 'me@example.com', 's3cret']) expect(body).not.toContain(secret);
    expect(lines[2]).toMatchObject({ environment: 'test', platform: 'javascript' });
  });

  it('reports 400 and 5xx API failures with the request id, not 404s', () => {
    const { reporter, posts } = recording(0.5);
    const failure = { method: 'GET', path: '/api/v4/sites', type: 'not_found', requestId: 'r-1' };
    reporter.captureApiFailure({ ...failure, status: 404 });
    reporter.captureApiFailure({ ...failure, status: 502, type: 'http_error', requestId: 'r-2' });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.lines[2]).toMatchObject({
      level: 'error',
      tags: { request_id: 'r-2', status_code: '502' },
    });
  });

  it('samples the page-load transaction at the traces rate', () => {
    const timing = { startMs: 1_000, endMs: 2_500, name: '/' };
    const kept = recording(0.5);
    expect(kept.reporter.sendPageLoad(timing)).toBe(true);
    expect(kept.posts[0]!.lines[1]).toMatchObject({ type: 'transaction' });
    expect(kept.posts[0]!.lines[2]).toMatchObject({ start_timestamp: 1, timestamp: 2.5 });
    const dropped = recording(0.85);
    expect(dropped.reporter.sendPageLoad(timing)).toBe(false);
    expect(dropped.posts).toHaveLength(0);
  });
});
