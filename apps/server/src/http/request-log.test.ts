// The real logger (loggerOptions, as main.ts uses it) writing to a stream: no secret that a request carries
// in its query, headers or body may appear in any line, at the most verbose level.
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';
import { loadTestConfig } from '../config/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.ts';
import { bearer, registerUser } from '../test/helpers.ts';
import { maskUrl } from './request-log.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

describe('request logs', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    const options = loggerOptions(loadTestConfig({ LOG_LEVEL: 'trace' }));
    const logger = { ...(options as object), stream: sink } as FastifyServerOptions['logger'];
    t = await buildTestApp({ logger, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('masks secret query values and keeps the rest of the URL', () => {
    expect(maskUrl('/?id_token=abc.def&user_email=a%40b.c&brand=india')).toBe(
      '/?id_token=[redacted]&user_email=[redacted]&brand=india',
    );
    expect(maskUrl('/api/v4/authenticate/code?CODE=x&state=y&brand=guyana')).toBe(
      '/api/v4/authenticate/code?CODE=[redacted]&state=[redacted]&brand=guyana',
    );
    expect(maskUrl('/x?verification%5Ftoken=s&flag&%E0=1')).toBe(
      '/x?verification%5Ftoken=[redacted]&flag&%E0=1',
    );
    expect(maskUrl('/plain/path')).toBe('/plain/path');
  });

  it('never writes tokens, codes or passwords into a log line', async () => {
    const password = 'Unlogged-Passw0rd-7731';
    const session = await registerUser(t.app, { email: 'logged@example.com', password });
    const secrets = [
      password,
      session.id_token,
      'IDTOKEN-aaaa.bbbb.cccc',
      'OIDC-CODE-5e1f',
      'OIDC-STATE-77aa',
      'RESET-TOKEN-9c9c',
      'BEARER-SECRET-4242',
      'WRONG-Passw0rd-5150',
    ];
    const urls = [
      '/?id_token=IDTOKEN-aaaa.bbbb.cccc&user_email=logged%40example.com',
      '/api/v4/authenticate/code?code=OIDC-CODE-5e1f&state=OIDC-STATE-77aa&brand=india',
      '/?verification_token=RESET-TOKEN-9c9c',
      '/api/v4/%E0%A4%A?id_token=IDTOKEN-aaaa.bbbb.cccc',
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: bearer('BEARER-SECRET-4242'),
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/v4/authenticate/refresh?token=${session.id_token}`,
      headers: bearer(session.id_token),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'logged@example.com', password: 'WRONG-Passw0rd-5150' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'logged@example.com', password },
    });
    // A body that fails to parse is not echoed either.
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"logged@example.com","password":"${password}"`,
    });

    // The mailed reset token: announced by a log line, used from the link, posted back.
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'logged@example.com' },
    });
    const mailed = await smtp.textTo('logged@example.com', 1, /^Reset your/);
    const resetToken = /verification_token=([\w-]+)/.exec(mailed)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    await t.app.inject({ method: 'GET', url: `/?verification_token=${resetToken}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: 'Another-Passw0rd-88', verification_token: resetToken },
    });
    secrets.push('Another-Passw0rd-88');

    // The logger did write the requests, with the masked URLs.
    const joined = lines.join('\n');
    expect(joined).toContain('"url":"/?id_token=[redacted]&user_email=[redacted]"');
    expect(joined).toContain('code=[redacted]&state=[redacted]&brand=india');
    expect(joined).toContain('password_reset mail queued');
    for (const secret of secrets) {
      expect(joined, secret).not.toContain(secret);
      expect(joined, secret).not.toContain(encodeURIComponent(secret));
    }
  });
});
