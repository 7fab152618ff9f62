// Number and text formatting shared by the exporters. Golden files compare text, so every number
// goes through these helpers: fixed decimals for coordinates (1e-7° ≈ 1.1 cm, flight-planning.md
// §3.2), trimmed decimals elsewhere, and no "-0".

/** `value` with exactly `decimals` decimals (coordinates, MAVLink altitudes). */
export function fixed(value: number, decimals: number): string {
  const s = value.toFixed(decimals);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

/** `value` rounded to at most `decimals` decimals, trailing zeros dropped ("60", "-1.5"). */
export function trimmed(value: number, decimals = 2): string {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A coordinate in decimal degrees at the engine's fixed precision (7 decimals). */
export const deg = (value: number): string => fixed(value, 7);

/** Escapes text for XML element content and attribute values; drops the control characters
 * XML 1.0 forbids, so a pasted name cannot make the file unreadable. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Heading in -180..180 (WPML, MAVLink yaw) from any angle. */
export function heading180(value: number): number {
  const h = ((((value + 180) % 360) + 360) % 360) - 180;
  return h === -180 ? 180 : h;
}

/** Heading in 0..360 (Litchi) from any angle. */
export function heading360(value: number): number {
  return ((value % 360) + 360) % 360;
}

/** A safe file name from a mission name: letters, digits, dash, underscore; never empty. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return stem || 'mission';
}
