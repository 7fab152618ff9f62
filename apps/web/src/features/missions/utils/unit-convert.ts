// Display conversions for planner fields: stored metric, shown in the user's units.
import { metresPerSecondTo, metresTo, toMetresPerSecond, toMetres, unitFor } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';

export interface UnitConverter {
  unit: string;
  toDisplay: (v: number) => number;
  fromDisplay: (v: number) => number;
}

export function heightUnit(units: Pick<TUnitPreferences, 'height'>): UnitConverter {
  const unit = unitFor('m', units.height);
  return { unit, toDisplay: (v) => metresTo(v, unit), fromDisplay: (v) => toMetres(v, unit) };
}

export function lengthUnit(units: Pick<TUnitPreferences, 'distance'>): UnitConverter {
  const unit = unitFor('m', units.distance);
  return { unit, toDisplay: (v) => metresTo(v, unit), fromDisplay: (v) => toMetres(v, unit) };
}

/** Ground sample distance: cm/px, or in/px for imperial users. */
export function gsdUnit(units: Pick<TUnitPreferences, 'distance'>): UnitConverter {
  const unit = unitFor('cm', units.distance);
  return {
    unit: `${unit}/px`,
    toDisplay: (v) => metresTo(v / 100, unit),
    fromDisplay: (v) => toMetres(v, unit) * 100,
  };
}

export function speedUnit(units: Pick<TUnitPreferences, 'speed'>): UnitConverter {
  return {
    unit: units.speed,
    toDisplay: (v) => metresPerSecondTo(v, units.speed),
    fromDisplay: (v) => toMetresPerSecond(v, units.speed),
  };
}
