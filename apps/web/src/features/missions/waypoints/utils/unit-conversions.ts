// The user's unit preferences applied to editor fields: heights (altitude, structure heights) follow
// `height`, horizontal distances (radius) follow `distance`, speeds follow `speed`. Values are
// stored metric; conversions are the domain package's (platform-core §9).
import { metresPerSecondTo, metresTo, toMetres, toMetresPerSecond, unitFor } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';

export interface FieldUnit {
  unit: string;
  toDisplay: (stored: number) => number;
  fromDisplay: (shown: number) => number;
}

/**
 * Altitude and height fields: m or ft.
 *
 * @example
 * heightUnit({ height: 'imperial' }).toDisplay(30); // 98.42520
 */
export function heightUnit(units: Pick<TUnitPreferences, 'height'>): FieldUnit {
  const unit = unitFor('m', units.height);
  return { unit, toDisplay: (m) => metresTo(m, unit), fromDisplay: (v) => toMetres(v, unit) };
}

/** Horizontal distances (orbit radius, clearance): m or ft. */
export function distanceUnit(units: Pick<TUnitPreferences, 'distance'>): FieldUnit {
  const unit = unitFor('m', units.distance);
  return { unit, toDisplay: (m) => metresTo(m, unit), fromDisplay: (v) => toMetres(v, unit) };
}

/** Speeds: m/s, km/h or mi/h. */
export function speedUnit(units: Pick<TUnitPreferences, 'speed'>): FieldUnit {
  const unit = units.speed;
  return {
    unit,
    toDisplay: (mps) => metresPerSecondTo(mps, unit),
    fromDisplay: (v) => toMetresPerSecond(v, unit),
  };
}

/** A metric bound shown in the field's unit, rounded for a sentence ("2–500 m" → "7–1640 ft"). */
export function boundText(metric: number, field: FieldUnit, decimals = 0): string {
  const v = field.toDisplay(metric);
  const f = 10 ** decimals;
  return `${Math.round(v * f) / f}`;
}
