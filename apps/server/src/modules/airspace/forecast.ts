// The 48-hour forecast of a point: the weather in the user's units (converted on the web), the
// daylight around it, and a go/no-go verdict per hour against the airspace verdict and the
// drone's limits (decision 393). Weather off or failing still gives airspace and daylight.
import { droneLimits, judgeHour, type LngLat, type Verdict } from '@sortie/domain/airspace';
import type { TForecast } from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import { daylight, twilightAround } from './daylight.ts';
import { windAt, type WeatherClient } from './weather.ts';

const FORECAST_HOURS = 48;

export type Forecaster = ReturnType<typeof createForecaster>;

export function createForecaster(deps: { clock: Clock; weather: WeatherClient | null }) {
  return async function forecast(
    center: LngLat,
    verdict: Verdict,
    heightM: number,
    droneId: string | undefined,
  ): Promise<TForecast> {
    const now = deps.clock.now();
    const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const days = daylight(center[0], center[1], new Date(hourStart.getTime() - 86_400_000), 4);
    const limits = droneLimits(droneId);
    let weather: TForecast['weather'] = 'off';
    // The note and its code for clients writing it in their reader's language (decision 432).
    let note: string | null =
      'Weather is off: no weather provider is configured on this server (WEATHER_URL).';
    let noteCode: string | null = 'weather_off';
    let hours: Awaited<ReturnType<WeatherClient['hourly']>> = [];
    if (deps.weather) {
      try {
        hours = await deps.weather.hourly(center[0], center[1], FORECAST_HOURS);
        weather = 'on';
        note = null;
        noteCode = null;
      } catch {
        weather = 'unavailable';
        note = 'The weather provider did not answer; verdicts judge airspace and daylight only.';
        noteCode = 'weather_unavailable';
      }
    }
    const byTime = new Map(hours.map((h) => [h.time, h]));
    const times = Array.from({ length: FORECAST_HOURS }, (_, i) =>
      new Date(hourStart.getTime() + i * 3_600_000).toISOString(),
    );
    const outHours = hours.map((h) => ({
      time: h.time,
      wind_10m_ms: h.wind10mMs,
      wind_at_height_ms: Math.round(windAt(h, heightM) * 10) / 10,
      gusts_ms: h.gustsMs,
      precip_probability_pct: h.precipProbabilityPct,
      precip_mm: h.precipMm,
      temperature_c: h.temperatureC,
      visibility_m: h.visibilityM,
      cloud_cover_pct: h.cloudCoverPct,
    }));
    const verdicts = times.map((time) => {
      const h = byTime.get(time);
      return judgeHour({
        time,
        airspace: verdict,
        weather: h
          ? {
              time,
              windSpeed10mMs: h.wind10mMs,
              windAtHeightMs: windAt(h, heightM),
              gustsMs: h.gustsMs,
              precipProbabilityPct: h.precipProbabilityPct,
              precipMm: h.precipMm,
              temperatureC: h.temperatureC,
              visibilityM: h.visibilityM,
              cloudCoverPct: h.cloudCoverPct,
            }
          : null,
        drone: limits,
        ...twilightAround(days, new Date(time)),
      });
    });
    return {
      weather,
      weather_note: note,
      ...(noteCode ? { weather_note_code: { code: noteCode, params: {} } } : {}),
      height_m: heightM,
      drone: {
        drone_id: limits.isDefault ? null : (droneId ?? null),
        max_wind_ms: limits.maxWindMs,
        ip_rating: limits.ipRating,
        min_temp_c: limits.minTempC,
        max_temp_c: limits.maxTempC,
        is_default: limits.isDefault,
      },
      hours: outHours,
      daylight: days.map((d) => ({
        date: d.date,
        sunrise: d.sunrise,
        sunset: d.sunset,
        civil_dawn: d.civilDawn,
        civil_dusk: d.civilDusk,
      })),
      verdicts,
    };
  };
}
