// The sign-in limiter counts per account (not per spelling of the identifier), per account over
// every IP and per IP over every account; the public look-up and /register are capped per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { GOOD_PASSWORD, registerUser } from '../../test/helpers.ts';

const WRONG = 'Wrong-password-1';

describe('sign-in limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        RATE_LIMIT_LOGIN_MAX: '3',
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '5',
        RATE_LIMIT_LOGIN_IP_MAX: '6',
        RATE_LIMIT_LOOKUP_MAX: '3',
      },
    });
  });
  afterAll(async () => t.close());

  const login = (ip: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      remoteAddress: ip,
      payload,
    });

  it('counts an e-mail, a phone with and without country code as one account', async () => {
    const s = await registerUser(t.app, {
      email: 'three-keys@example.com',
      phone_number: '9000022222',
      country_code: '91',
    });
    const ip = '192.0.2.10';
    const spellings: Record<string, string>[] = [
      { email: 'Three-Keys@example.com', password: WRONG },
      { phone_number: '9000022222', country_code: '91', password: WRONG },
      { phone_number: '9000022222', password: WRONG },
    ];
    for (const payload of spellings) expect((await login(ip, payload)).statusCode).toBe(401);
    for (const payload of spellings) {
      const blocked = await login(ip, { ...payload, password: s.password });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('caps failures on one account over every IP', async () => {
    const s = await registerUser(t.app, { email: 'many-ips@example.com' });
    for (let i = 1; i <= 5; i += 1) {
      const res = await login(`198.51.100.${i}`, {
        email: 'many-ips@example.com',
        password: WRONG,
      });
      expect(res.statusCode).toBe(401);
    }
    const fresh = await login('198.51.100.99', {
      email: 'many-ips@example.com',
      password: s.password,
    });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.type).toBe('rate_limited');
    t.clock.advance(16 * 60 * 1000);
    const later = await login('198.51.100.99', {
      email: 'many-ips@example.com',
      password: s.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('caps one IP spraying a password over many accounts, known or not', async () => {
    const ip = '203.0.113.7';
    const victim = await registerUser(t.app, { email: 'spray-victim@example.com' });
    for (let i = 0; i < 6; i += 1) {
      const res = await login(ip, { email: `spray-${i}@example.com`, password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(401);
    }
    const next = await login(ip, { email: 'spray-victim@example.com', password: victim.password });
    expect(next.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await login('203.0.113.8', {
      email: 'spray-victim@example.com',
      password: victim.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rate limits the public account look-up per IP with Retry-After', async () => {
    const find = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v4/users/find/email/someone@example.com',
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 3; i += 1) expect((await find()).statusCode).toBe(200);
    const blocked = await find();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.type).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('registration limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_REGISTER_MAX: '2' } });
  });
  afterAll(async () => t.close());

  it('caps accounts created from one IP with 429 and Retry-After', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/register',
        remoteAddress: '192.0.2.200',
        payload: { name: `Bulk ${i}`, email: `bulk-${i}@example.com`, password: GOOD_PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const third = await register(3);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
