// Structure templates: wind turbines and cell towers as stacked orbits (issue 5 §2). The gimbal of
// each layer aims at the structure axis at the layer's own height (level view), clamped to the
// structure top, so the top layer looks down on the nacelle or antennas.
import type { AppError, Result } from '@sortie/domain';
import type { Mission } from '../mission/types.ts';
import { planOrbits, type OrbitParams } from './poi.ts';

type Common = Omit<OrbitParams, 'layers' | 'radius_m' | 'kind'>;

/** Evenly spaced heights from `low` to `high`, `n` of them. */
function heights(low: number, high: number, n: number): number[] {
  if (n <= 1) return [high];
  return Array.from({ length: n }, (_, i) => low + ((high - low) * i) / (n - 1));
}

export interface WindTurbineParams extends Common {
  hub_height_m: number;
  rotor_diameter_m: number;
  /** Distance kept from the blade tips; the orbit radius is rotor radius + clearance (≥ 20 m). */
  clearance_m?: number;
  layer_count?: number;
}

/**
 * Orbits around a wind turbine from the lowest blade tip to above the hub.
 *
 * @example
 * planWindTurbine({ center, hub_height_m: 100, rotor_diameter_m: 120 }); // 5 orbits at r = 80 m
 */
export function planWindTurbine(p: WindTurbineParams): Result<Mission, AppError> {
  const rotor = p.rotor_diameter_m / 2;
  const top = p.hub_height_m + rotor;
  const layers = heights(Math.max(10, p.hub_height_m - rotor), top + 10, p.layer_count ?? 5).map(
    (h) => ({
      altitude_m: h,
      aim_height_m: Math.min(h, p.hub_height_m),
    }),
  );
  return planOrbits({
    ...p,
    kind: 'wind_turbine',
    name: p.name ?? 'Wind turbine',
    radius_m: Math.max(20, rotor + (p.clearance_m ?? 20)),
    layers,
    params: { hub_height_m: p.hub_height_m, rotor_diameter_m: p.rotor_diameter_m },
  });
}

export interface CellTowerParams extends Common {
  tower_height_m: number;
  radius_m?: number;
  layer_count?: number;
}

/**
 * Orbits around a cell tower from 40 % of its height to 10 m above the top.
 *
 * @example
 * planCellTower({ center, tower_height_m: 45 }); // 4 orbits at r = 25 m
 */
export function planCellTower(p: CellTowerParams): Result<Mission, AppError> {
  const h = p.tower_height_m;
  const layers = heights(Math.max(5, 0.4 * h), h + 10, p.layer_count ?? 4).map((alt) => ({
    altitude_m: alt,
    aim_height_m: Math.min(alt, h),
  }));
  return planOrbits({
    ...p,
    kind: 'cell_tower',
    name: p.name ?? 'Cell tower',
    radius_m: p.radius_m ?? 25,
    layers,
    params: { tower_height_m: h },
  });
}
