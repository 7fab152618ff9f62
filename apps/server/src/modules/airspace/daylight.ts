// Sunrise, sunset and civil twilight (sun 6° below the horizon), computed locally with suncalc.
import { getTimes } from 'suncalc';

export type DaylightDay = {
  date: string;
  sunrise: string | null;
  sunset: string | null;
  civilDawn: string | null;
  civilDusk: string | null;
};

const iso = (d: Date | null) => (d === null || Number.isNaN(d.getTime()) ? null : d.toISOString());

/** Daylight of each UTC day from `from` for `days` days, at the point. */
export function daylight(lng: number, lat: number, from: Date, days: number): DaylightDay[] {
  const out: DaylightDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = new Date(
      Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + i, 12),
    );
    // suncalc's day is the solar day around local noon; noon UTC shifted by longitude finds it.
    const noon = new Date(day.getTime() - (lng / 15) * 3_600_000);
    const t = getTimes(noon, lat, lng);
    out.push({
      date: day.toISOString().slice(0, 10),
      sunrise: iso(t.sunrise),
      sunset: iso(t.sunset),
      civilDawn: iso(t.dawn),
      civilDusk: iso(t.dusk),
    });
  }
  return out;
}

/** The civil dawn and dusk of the solar day holding the instant, null when there is none. */
export function twilightAround(
  days: DaylightDay[],
  t: Date,
): { civilDawn: string | null; civilDusk: string | null } {
  const ms = t.getTime();
  // The day whose dawn..dusk window is closest to the instant (a night hour sits between two).
  for (const d of days) {
    if (d.civilDawn && d.civilDusk && ms >= Date.parse(d.civilDawn) && ms < Date.parse(d.civilDusk))
      return { civilDawn: d.civilDawn, civilDusk: d.civilDusk };
  }
  return { civilDawn: null, civilDusk: null };
}
