// HMS code → text (dji-cloud-api.md §3): the key is dock_tip_<code> for dock alarms (device
// domain 3) and fpv_tip_<code>[_in_the_sky] for the aircraft; placeholders are filled from args.
// Codes with no text are shown with their number ("HMS 0x…"), never dropped.
import { isRecord, num, str } from '../envelope.ts';
import texts from './hms-texts.json' with { type: 'json' };

export type HmsText = { en: string };
const TABLE = texts as unknown as Record<string, HmsText | string>;

const LEVELS = ['notice', 'caution', 'warning'] as const;
export const hmsLevelName = (level: number | null) =>
  level !== null && level >= 0 && level < LEVELS.length ? LEVELS[level] : 'unknown';

const SIDE = ['left', 'right'];
const ROD = ['front', 'back', 'left', 'right'];

function fill(text: string, args: Record<string, unknown>, alarmId: string): string {
  const sensor = num(args.sensor_index) ?? 0;
  const component = num(args.component_index) ?? 0;
  return (
    text
      .replaceAll('%alarmid', alarmId)
      .replaceAll('%component_index', String(component + 1))
      .replaceAll('%battery_index', SIDE[sensor] ?? String(sensor + 1))
      .replaceAll('%dock_cover_index', SIDE[sensor] ?? String(sensor + 1))
      .replaceAll('%charging_rod_index', ROD[sensor] ?? String(sensor + 1))
      .replaceAll('%index', String(sensor + 1))
      // printf-style leftovers of DJI's file (%1$s, %s, %d): how DJI fills them is not
      // documented, so they are dropped rather than shown raw.
      .replace(/%\d*\$?[sd]/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

export function describeHms(entry: Record<string, unknown>): {
  level: number | null;
  code: string;
  device_domain: number | null;
  description: string;
} {
  const code = str(entry.code) ?? '';
  const domain = num(String(str(entry.device_type) ?? '').split('-')[0]);
  const inSky = num(entry.in_the_sky) === 1;
  const prefix = domain === 3 ? 'dock_tip_' : 'fpv_tip_';
  const key = `${prefix}${code.toLowerCase()}`;
  const found = (inSky ? TABLE[`${key}_in_the_sky`] : undefined) ?? TABLE[key];
  const text = typeof found === 'object' && found ? found.en : null;
  const args = isRecord(entry.args) ? entry.args : {};
  return {
    level: num(entry.level),
    code,
    device_domain: domain,
    description: text ? fill(text, args, code) : `HMS ${code}`.trim(),
  };
}
