// The planner's statistics in the user's units (platform-core §3 unit preferences), using the
// domain's formatters so the site card, the planner and exports agree.
import { formatArea, formatDistance, metresTo, unitFor } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { MissionStats } from '@sortie/flightplan';
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';
import { durationText, measureText, unitText } from './mission-i18n.ts';

export interface StatLine {
  key: 'flight_time' | 'distance' | 'photos' | 'batteries' | 'gsd' | 'area' | 'waypoints';
  label: string;
  text: string;
}

/** GSD in cm/px, or in/px for imperial users. */
export function formatGsd(gsdCm: number, units: Pick<TUnitPreferences, 'distance'>): string {
  const unit = unitFor('cm', units.distance);
  const value = metresTo(gsdCm / 100, unit);
  return `${formatNumber(Math.round(value * 100) / 100, { maximumFractionDigits: 2 })} ${unit}/px`;
}

/** Flight time as minutes and seconds under an hour (a battery is ~20–45 min). */
export function formatFlightTime(seconds: number): string {
  if (seconds >= 3600) return durationText(seconds);
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m === 0
    ? i18n.t('missions:stats.seconds', { s: formatNumber(s) })
    : i18n.t('missions:stats.minutesSeconds', {
        m: formatNumber(m),
        s: String(s).padStart(2, '0'),
      });
}

/** Counts in full (1,234 photos, not 1.2K: the pilot checks the card space). */
const count = (n: number) => formatNumber(Math.round(n));

export function statLines(stats: MissionStats, units: TUnitPreferences): StatLine[] {
  const lines: StatLine[] = [
    {
      key: 'flight_time',
      label: i18n.t('missions:stats.flightTime'),
      text: formatFlightTime(stats.flight_time_s),
    },
    {
      key: 'distance',
      label: i18n.t('missions:stats.distance'),
      text: measureText(formatDistance(stats.distance_m, units)),
    },
    // Video missions (and waypoint routes without photo actions) take no photos: no "Photos 0".
    ...(stats.photo_count > 0
      ? [
          {
            key: 'photos' as const,
            label: i18n.t('missions:stats.photos'),
            text: count(stats.photo_count),
          },
        ]
      : []),
    { key: 'batteries', label: i18n.t('missions:stats.batteries'), text: count(stats.batteries) },
    {
      key: 'waypoints',
      label: i18n.t('missions:stats.waypoints'),
      text: count(stats.waypoint_count),
    },
  ];
  if (stats.gsd_cm !== null) {
    lines.push({
      key: 'gsd',
      label: i18n.t('missions:stats.gsd'),
      text: formatGsd(stats.gsd_cm, units),
    });
  }
  if (stats.covered_area_m2 > 0) {
    const area = formatArea(stats.covered_area_m2, units);
    const value = formatNumber(area.value, { maximumFractionDigits: area.value < 10 ? 2 : 1 });
    const unit = unitText(area.unit);
    lines.push({ key: 'area', label: i18n.t('missions:stats.area'), text: `${value} ${unit}` });
  }
  return lines;
}
