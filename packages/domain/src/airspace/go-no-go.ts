// Go/no-go for one hour: airspace, wind and gusts against the drone's wind resistance, rain
// against its protection rating, temperature against its operating range, and daylight by civil
// twilight. Every "no" carries its reasons; the thresholds are in decision 393.
import { waterProtection, type DroneLimits } from './drone-limits.ts';
import type { Verdict } from './judge.ts';

export type WeatherHour = {
  time: string;
  windSpeed10mMs: number;
  /** Wind at flight height (interpolated by the weather client), m/s. */
  windAtHeightMs: number;
  gustsMs: number;
  precipProbabilityPct: number;
  precipMm: number;
  temperatureC: number;
  visibilityM: number | null;
  cloudCoverPct: number;
};

/** A reason's stable code and the values it names, for clients writing their own language. */
export type ReasonCode = { code: GoNoGoReason; params: Record<string, string | number> };
export const GO_NO_GO_REASONS = [
  'airspace_permission',
  'outside_daylight',
  'wind_at_height',
  'gusts',
  'rain_over_rating',
  'rain_unprotected',
  'temperature',
] as const;
export type GoNoGoReason = (typeof GO_NO_GO_REASONS)[number];

export type HourVerdict = {
  time: string;
  go: boolean;
  /** English sentences (API clients, logs); `reason_codes` says the same, one for one. */
  reasons: string[];
  reason_codes: ReasonCode[];
};

/** Rain that stops a drone without protection: a measurable amount or an even chance. */
export const RAIN_MM = 0.1;
export const RAIN_CHANCE_PCT = 50;
/** With splash protection (IPx4 or better): only more than moderate rain stops the flight. */
export const RAIN_MM_PROTECTED = 2.5;

export function judgeHour(input: {
  time: string;
  airspace: Verdict;
  weather: WeatherHour | null;
  drone: DroneLimits;
  /** Civil dawn and dusk of the hour's day (ISO), null in polar day or night. */
  civilDawn: string | null;
  civilDusk: string | null;
}): HourVerdict {
  const { airspace, weather: w, drone } = input;
  const reasons: string[] = [];
  const codes: ReasonCode[] = [];
  const say = (code: GoNoGoReason, params: ReasonCode['params'], text: string) => {
    reasons.push(text);
    codes.push({ code, params });
  };
  // Permission needed is a "no" until the pilot holds it, whether a zone or a brand's rule that
  // covers every professional flight asks for it (decision 384).
  if (airspace.permissionNeeded)
    say(
      'airspace_permission',
      { class: airspace.class },
      airspace.class === 'green'
        ? `Airspace is green, but permission is needed: ${airspace.findings[0]?.text ?? 'see advisory'}.`
        : `Airspace is ${airspace.class}: permission needed (${airspace.findings[0]?.text ?? 'see advisory'}).`,
    );
  const t = Date.parse(input.time);
  const dawn = input.civilDawn ? Date.parse(input.civilDawn) : NaN;
  const dusk = input.civilDusk ? Date.parse(input.civilDusk) : NaN;
  if (!(t >= dawn && t < dusk))
    say('outside_daylight', {}, 'Outside daylight (before civil dawn or after civil dusk).');
  if (w) {
    const ms = (v: number) => `${v.toFixed(1)} m/s`;
    if (w.windAtHeightMs > drone.maxWindMs)
      say(
        'wind_at_height',
        { wind: ms(w.windAtHeightMs), limit: ms(drone.maxWindMs) },
        `Wind at flight height ${ms(w.windAtHeightMs)} exceeds the drone's ${ms(drone.maxWindMs)}.`,
      );
    if (w.gustsMs > drone.maxWindMs)
      say(
        'gusts',
        { gusts: ms(w.gustsMs), limit: ms(drone.maxWindMs) },
        `Gusts ${ms(w.gustsMs)} exceed the drone's ${ms(drone.maxWindMs)}.`,
      );
    const protectedFromRain = waterProtection(drone.ipRating) >= 4;
    if (protectedFromRain) {
      if (w.precipMm > RAIN_MM_PROTECTED)
        say(
          'rain_over_rating',
          { rain: w.precipMm, rating: drone.ipRating ?? '', allowed: RAIN_MM_PROTECTED },
          `Rain ${w.precipMm} mm/h is more than ${drone.ipRating} allows (${RAIN_MM_PROTECTED} mm/h).`,
        );
    } else if (w.precipMm >= RAIN_MM || w.precipProbabilityPct >= RAIN_CHANCE_PCT) {
      say(
        'rain_unprotected',
        { chance: w.precipProbabilityPct, rain: w.precipMm },
        `Rain likely (${w.precipProbabilityPct}% chance, ${w.precipMm} mm) and the drone has no water protection rating.`,
      );
    }
    if (w.temperatureC < drone.minTempC || w.temperatureC > drone.maxTempC)
      say(
        'temperature',
        { temp: w.temperatureC, min: drone.minTempC, max: drone.maxTempC },
        `Temperature ${w.temperatureC} °C is outside the drone's ${drone.minTempC}…${drone.maxTempC} °C.`,
      );
  }
  return { time: input.time, go: reasons.length === 0, reasons, reason_codes: codes };
}
