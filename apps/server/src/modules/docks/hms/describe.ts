// HMS code → text (dji-cloud-api.md §3): the key is dock_tip_<code> for dock alarms (device
// domain 3) and fpv_tip_<code>[_in_the_sky] for the aircraft; placeholders are filled from args.
// Codes with no text are shown with their number ("HMS 0x…"), never dropped. The text's key and
// the values filled in go beside it, so the web writes the same in another language (decision 433).
import type { TDockWordCode } from '@sortie/domain/contracts';
import { isRecord, num, str } from '../envelope.ts';
import texts from './hms-texts.json' with { type: 'json' };

export type HmsText = { en: string };
const TABLE = texts as unknown as Record<string, HmsText | string>;

const LEVELS = ['notice', 'caution', 'warning'] as const;
export const hmsLevelName = (level: number | null) =>
  level !== null && level >= 0 && level < LEVELS.length ? LEVELS[level] : 'unknown';

const SIDE = ['left', 'right'];
const ROD = ['front', 'back', 'left', 'right'];

/** The placeholders' values: sides and rods as the English words the web also keys on. */
function values(args: Record<string, unknown>, alarmId: string): TDockWordCode['params'] {
  const sensor = num(args.sensor_index) ?? 0;
  const component = num(args.component_index) ?? 0;
  return {
    alarmid: alarmId,
    component_index: String(component + 1),
    battery_index: SIDE[sensor] ?? String(sensor + 1),
    dock_cover_index: SIDE[sensor] ?? String(sensor + 1),
    charging_rod_index: ROD[sensor] ?? String(sensor + 1),
    index: String(sensor + 1),
  };
}

function fill(text: string, v: TDockWordCode['params']): string {
  return (
    text
      .replaceAll('%alarmid', String(v.alarmid))
      .replaceAll('%component_index', String(v.component_index))
      .replaceAll('%battery_index', String(v.battery_index))
      .replaceAll('%dock_cover_index', String(v.dock_cover_index))
      .replaceAll('%charging_rod_index', String(v.charging_rod_index))
      .replaceAll('%index', String(v.index))
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
  description_code: TDockWordCode | null;
} {
  const code = str(entry.code) ?? '';
  const domain = num(String(str(entry.device_type) ?? '').split('-')[0]);
  const inSky = num(entry.in_the_sky) === 1;
  const prefix = domain === 3 ? 'dock_tip_' : 'fpv_tip_';
  const key = `${prefix}${code.toLowerCase()}`;
  const skyKey = `${key}_in_the_sky`;
  const foundKey = inSky && typeof TABLE[skyKey] === 'object' ? skyKey : key;
  const found = TABLE[foundKey];
  const text = typeof found === 'object' && found ? found.en : null;
  const params = values(isRecord(entry.args) ? entry.args : {}, code);
  return {
    level: num(entry.level),
    code,
    device_domain: domain,
    description: text ? fill(text, params) : `HMS ${code}`.trim(),
    description_code: text ? { code: foundKey, params } : null,
  };
}
