import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('app infrastructure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) => {
        app.get('/api/internal/test-boom', () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // realtime and mqtt are covered in realtime/ and dock-link/ tests.
    expect(res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { type: 'not_found' } });
    const post = await t.app.inject({ method: 'POST', url: '/anything' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.type).toBe('not_found');
  });

  it('answers a malformed body with the 400 envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('bad_request');

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: '', email: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body.error.type).toBe('validation_error');
    expect(body.error.details.issues.length).toBeGreaterThan(0);
  });

  it('hides internal errors behind a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/internal/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        type: 'internal_error',
        message: expect.any(String),
        request_id: expect.any(String),
      },
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('sends security headers with a map-friendly CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain('img-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and docs UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json<{ paths: object }>().paths)).toContain(
      '/api/v4/authenticate/login',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('explains how to build the web app when it is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/company/1/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });
});
