// The weather client, unmocked, against a local HTTP server replaying an Open-Meteo-shaped
// response (fixtures/, the provider's JSON layout with a gust front and a shower), through the
// real app: forecast, wind at height, go/no-go reasons, the per-hour cache and provider failure.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZForecast } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { windAt } from './weather.ts';

const REPLAY = fs.readFileSync(
  new URL('./fixtures/open-meteo-bengaluru-2026-01-15.json', import.meta.url),
);

describe('weather client and go/no-go', () => {
  let t: TestApp;
  let server: http.Server;
  const seen: URL[] = [];
  let failing = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push(url);
      if (failing || url.pathname !== '/v1/forecast') {
        res.writeHead(failing ? 503 : 404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(REPLAY);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await buildTestApp({ env: { WEATHER_URL: `http://127.0.0.1:${port}` } });
    // A migrated database on a loaded machine can take more than the default minute.
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const forecast = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/airspace/forecast?${q}` });
    expect(res.statusCode).toBe(200);
    return ZForecast.parse(res.json());
  };
  // 40 km north-west of Bengaluru, green airspace; the clock starts 2026-01-15T09:00Z.
  const AT = 'lng=77.30&lat=13.20';

  it('reads the hourly forecast from the current hour, in m/s, with wind at flight height', async () => {
    const f = await forecast(`${AT}&height_m=100&drone_id=dji-mavic-3-enterprise`);
    expect(f.weather).toBe('on');
    expect(f.hours).toHaveLength(48);
    expect(f.hours[0]!.time).toBe('2026-01-15T09:00:00.000Z');
    const q = seen[0]!.searchParams;
    expect(q.get('wind_speed_unit')).toBe('ms');
    expect(q.get('hourly')).toContain('wind_gusts_10m');
    // 100 m lies between the 80 and 120 m levels.
    const h = f.hours[0]!;
    expect(h.wind_at_height_ms).toBeGreaterThan(h.wind_10m_ms);
    expect(f.drone).toMatchObject({ max_wind_ms: 12, ip_rating: null, is_default: false });
  });

  it('explains the no-go hours: the gust front and the shower', async () => {
    const f = await forecast(`${AT}&height_m=100&drone_id=dji-mavic-3-enterprise`);
    const gust = f.verdicts.find((v) => v.time === '2026-01-15T11:00:00.000Z')!;
    expect(gust.go).toBe(false);
    expect(gust.reasons.join(' ')).toMatch(/Gusts 19.4 m\/s exceed the drone's 12.0 m\/s/);
    const shower = f.verdicts.find((v) => v.time === '2026-01-16T15:00:00.000Z')!;
    expect(shower.reasons.join(' ')).toMatch(/Rain likely/);
    // Each reason also comes as a stable code with its values, for the web's Hindi.
    expect(gust.reason_codes).toHaveLength(gust.reasons.length);
    expect(gust.reason_codes).toContainEqual({
      code: 'gusts',
      params: { gusts: '19.4 m/s', limit: '12.0 m/s' },
    });
    expect(shower.reason_codes?.map((r) => r.code)).toContain('rain_unprotected');
    expect(f.verdicts.find((v) => v.time === '2026-01-15T10:00:00.000Z')!.go).toBe(true);
  });

  it('asks the provider once per place and hour', async () => {
    const before = seen.length;
    await forecast(`${AT}&height_m=40`);
    expect(seen.length).toBe(before);
    t.clock.advance(3_600_000);
    await forecast(AT);
    expect(seen.length).toBe(before + 1);
  });

  it('says so when the provider fails, and judges airspace and daylight only', async () => {
    failing = true;
    try {
      const f = await forecast('lng=77.31&lat=13.31');
      expect(f.weather).toBe('unavailable');
      expect(f.weather_note).toMatch(/did not answer/);
      expect(f.weather_note_code).toEqual({ code: 'weather_unavailable', params: {} });
      expect(f.hours).toEqual([]);
      expect(f.verdicts).toHaveLength(48);
    } finally {
      failing = false;
    }
  });

  it('interpolates wind between levels and extrapolates above 120 m', () => {
    const h = {
      time: '',
      temperatureC: 0,
      precipProbabilityPct: 0,
      precipMm: 0,
      wind10mMs: 2,
      wind80mMs: 4,
      wind120mMs: 6,
      gustsMs: 0,
      visibilityM: null,
      cloudCoverPct: 0,
    };
    expect(windAt(h, 5)).toBe(2);
    expect(windAt(h, 45)).toBe(3);
    expect(windAt(h, 100)).toBe(5);
    expect(windAt(h, 240)).toBeCloseTo(6 * 2 ** (1 / 7));
  });
});
