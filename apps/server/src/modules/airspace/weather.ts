// Hourly forecast from an Open-Meteo-compatible API at WEATHER_URL (GET /v1/forecast). Answers
// are cached per location (rounded to 0.01°, about 1 km) and hour, so a page of sites or a busy
// public map asks the provider at most once an hour per place. Wind at flight height is
// interpolated between the provider's 10, 80 and 120 m levels (above 120 m: the 1/7 power law).
import { z } from 'zod';

const HOURLY = [
  'temperature_2m',
  'precipitation_probability',
  'precipitation',
  'wind_speed_10m',
  'wind_speed_80m',
  'wind_speed_120m',
  'wind_gusts_10m',
  'visibility',
  'cloud_cover',
] as const;

const series = z.array(z.number().nullable());
const ZOpenMeteo = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: series,
    precipitation_probability: series,
    precipitation: series,
    wind_speed_10m: series,
    wind_speed_80m: series.optional(),
    wind_speed_120m: series.optional(),
    wind_gusts_10m: series,
    visibility: series.optional(),
    cloud_cover: series,
  }),
});

export type ForecastHour = {
  time: string;
  temperatureC: number;
  precipProbabilityPct: number;
  precipMm: number;
  wind10mMs: number;
  wind80mMs: number | null;
  wind120mMs: number | null;
  gustsMs: number;
  visibilityM: number | null;
  cloudCoverPct: number;
};

export type WeatherClient = {
  /** The next `hours` hours from the current hour; throws when the provider fails. */
  hourly(lng: number, lat: number, hours: number): Promise<ForecastHour[]>;
};

/** Wind at a height from the 10/80/120 m levels: linear between levels, power law above. */
export function windAt(h: ForecastHour, heightM: number): number {
  const levels: [number, number][] = [[10, h.wind10mMs]];
  if (h.wind80mMs !== null) levels.push([80, h.wind80mMs]);
  if (h.wind120mMs !== null) levels.push([120, h.wind120mMs]);
  const [topH, topV] = levels[levels.length - 1]!;
  if (heightM >= topH) return topV * (heightM / topH) ** (1 / 7);
  if (heightM <= 10) return h.wind10mMs;
  for (let i = 1; i < levels.length; i++) {
    const [h0, v0] = levels[i - 1]!;
    const [h1, v1] = levels[i]!;
    if (heightM <= h1) return v0 + ((v1 - v0) * (heightM - h0)) / (h1 - h0);
  }
  return topV;
}

const HOUR_MS = 3_600_000;
const CACHE_ENTRIES = 2_000;
const TIMEOUT_MS = 8_000;

export function createWeatherClient(deps: {
  baseUrl: string;
  now: () => Date;
  fetch?: typeof fetch;
}): WeatherClient {
  const doFetch = deps.fetch ?? fetch;
  const cache = new Map<string, Promise<ForecastHour[]>>();

  async function load(lng: number, lat: number): Promise<ForecastHour[]> {
    const url = new URL('/v1/forecast', deps.baseUrl);
    url.search = new URLSearchParams({
      latitude: lat.toFixed(2),
      longitude: lng.toFixed(2),
      hourly: HOURLY.join(','),
      wind_speed_unit: 'ms',
      timezone: 'GMT',
      timeformat: 'iso8601',
      forecast_days: '3',
    }).toString();
    const res = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`weather provider answered ${res.status}`);
    const body = ZOpenMeteo.parse(await res.json());
    const h = body.hourly;
    const at = (s: (number | null)[] | undefined, i: number) => s?.[i] ?? null;
    return h.time.map((t, i) => ({
      // Open-Meteo's GMT times have no zone suffix ("2026-11-24T10:00").
      time: new Date(
        `${t.length === 16 ? `${t}:00` : t}${/Z|[+-]\d\d:?\d\d$/.test(t) ? '' : 'Z'}`,
      ).toISOString(),
      temperatureC: at(h.temperature_2m, i) ?? 0,
      precipProbabilityPct: at(h.precipitation_probability, i) ?? 0,
      precipMm: at(h.precipitation, i) ?? 0,
      wind10mMs: at(h.wind_speed_10m, i) ?? 0,
      wind80mMs: at(h.wind_speed_80m, i),
      wind120mMs: at(h.wind_speed_120m, i),
      gustsMs: at(h.wind_gusts_10m, i) ?? 0,
      visibilityM: at(h.visibility, i),
      cloudCoverPct: at(h.cloud_cover, i) ?? 0,
    }));
  }

  return {
    async hourly(lng, lat, hours) {
      const hour = Math.floor(deps.now().getTime() / HOUR_MS);
      const key = `${lng.toFixed(2)},${lat.toFixed(2)},${hour}`;
      let entry = cache.get(key);
      if (!entry) {
        entry = load(lng, lat);
        // A failure is not cached: the next request asks again.
        entry.catch(() => cache.delete(key));
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, entry);
      }
      const all = await entry;
      const from = hour * HOUR_MS;
      return all.filter((x) => Date.parse(x.time) >= from).slice(0, hours);
    },
  };
}
