// "Go to coordinates" on the map: reads what people paste from phones, GPS units and
// spreadsheets. Latitude first (the order every GPS and Google Maps shows), unless hemisphere
// letters say otherwise: "12.97, 77.59", "12.97 77.59", "-33.86;151.2", "12°58'N 77°35'E",
// "12°58'30.5\"N, 77°35'12\"E", "N 12° 58.2' E 77° 35.1'".

import { i18n } from '../../i18n/i18n.ts';

export type ParsedCoordinates =
  { ok: true; lat: number; lng: number } | { ok: false; error: string };

/** The sentences are in `common` (loaded before any page): this runs outside React too. */
const say = (key: string): string => i18n.t(`common:map.coordinates.${key}`);

/** "Enter latitude and longitude, e.g. 12.97, 77.59 or 12°58'N 77°35'E." */
export const coordinateHint = (): string => say('hint');

// One coordinate: optional leading hemisphere, signed degrees, optional minutes and seconds
// (minutes and seconds only after a degree sign), optional trailing hemisphere.
const NUM = String.raw`\d+(?:\.\d+)?`;
const PART = String.raw`([NSEW])?\s*([+-]?${NUM})(?:\s*°\s*(?:(${NUM})\s*'\s*)?(?:(${NUM})\s*(?:"|'')\s*)?)?\s*([NSEW])?`;
// Between the two: a comma or semicolon, white space, or nothing after a hemisphere letter.
const PAIR = new RegExp(String.raw`^\s*${PART}(?:\s*[,;]\s*|\s+|(?<=[NSEW]))${PART}\s*$`, 'i');

interface Part {
  value: number;
  hemisphere: 'N' | 'S' | 'E' | 'W' | null;
}

function normalise(text: string): string {
  return text
    .replace(/[º˚]/g, '°')
    .replace(/[′’‘`´]/g, "'")
    .replace(/[″“”]/g, '"')
    .replace(/[−–]/g, '-');
}

function readPart(groups: (string | undefined)[]): Part | string {
  const [before, deg, min, sec, after] = groups;
  if (before && after) return say('oneLetter');
  const degrees = Number(deg);
  const minutes = min === undefined ? 0 : Number(min);
  const seconds = sec === undefined ? 0 : Number(sec);
  if (minutes >= 60 || seconds >= 60) return say('below60');
  if ((min !== undefined || sec !== undefined) && !Number.isInteger(Math.abs(degrees)))
    return say('wholeDegrees');
  const sign = deg!.startsWith('-') ? -1 : 1;
  const value = sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600);
  const letter = (before ?? after)?.toUpperCase() as Part['hemisphere'] | undefined;
  if (letter && sign < 0) return say('signOrLetter');
  return { value, hemisphere: letter ?? null };
}

const isLng = (p: Part) => p.hemisphere === 'E' || p.hemisphere === 'W';
const isLat = (p: Part) => p.hemisphere === 'N' || p.hemisphere === 'S';
const signed = (p: Part) => (p.hemisphere === 'S' || p.hemisphere === 'W' ? -p.value : p.value);

/** Reads a latitude/longitude pair, or says in one sentence what is wrong with it. */
export function parseCoordinates(text: string): ParsedCoordinates {
  const input = normalise(text);
  if (input.length > 100) return { ok: false, error: coordinateHint() };
  const m = PAIR.exec(input);
  if (!m) return { ok: false, error: coordinateHint() };
  const a: (string | undefined)[] = m.slice(1, 6);
  const b: (string | undefined)[] = m.slice(6, 11);
  // "N 12° 58' E 77° 35'": the E after the first number leads the second one.
  if (a[0] && a[4] && !b[0] && !b[4]) [b[0], a[4]] = [a[4], undefined];
  const first = readPart(a);
  const second = readPart(b);
  if (typeof first === 'string') return { ok: false, error: first };
  if (typeof second === 'string') return { ok: false, error: second };
  if ((isLat(first) && isLat(second)) || (isLng(first) && isLng(second)))
    return { ok: false, error: say('latAndLng') };
  const [latPart, lngPart] = isLng(first) || isLat(second) ? [second, first] : [first, second];
  const lat = signed(latPart);
  const lng = signed(lngPart);
  if (Math.abs(lat) > 90) return { ok: false, error: say('latRange') };
  if (Math.abs(lng) > 180) return { ok: false, error: say('lngRange') };
  return { ok: true, lat, lng };
}

/** True when the text is meant as coordinates (digits and little else), not a site name. */
export function looksLikeCoordinates(text: string): boolean {
  const t = normalise(text).trim();
  return /^[-+\d\s.,;°'"NSEWnsew]+$/.test(t) && /\d/.test(t);
}

/** "12.97160, 77.59460": the readout's format, 5 decimals (about 1 m). */
export function formatLatLng(lat: number, lng: number, decimals = 5): string {
  return `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;
}
