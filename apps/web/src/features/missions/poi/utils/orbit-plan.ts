// What the engine will fly for a draft: the orbit radius and, per orbit, its altitude, the height
// it aims at and the resulting gimbal pitch. Runs the engine itself (planOrbits and the structure
// templates, a few hundred waypoints at most), so the note under the form matches the preview.
import { planCellTower, planOrbits, planWindTurbine } from '@sortie/flightplan';
import type { PoiDraft } from '../types.ts';
import { ENGINE_DEFAULTS } from './poi-draft.ts';

export interface OrbitLayerSummary {
  altitude_m: number;
  aim_height_m: number;
  gimbal_pitch_deg: number;
}

export interface OrbitSummary {
  radius_m: number;
  layers: OrbitLayerSummary[];
  photos_per_orbit: number;
  photo_count: number;
  flight_time_s: number;
}

/** The engine's plan of a draft reduced to what the form shows; null when the engine refuses it. */
export function orbitSummary(draft: PoiDraft): OrbitSummary | null {
  // The geometry is relative to the centre, so a missing centre (site point not known yet) plans at 0,0.
  const center = draft.center ?? [0, 0];
  const common = { ...draft, center, takeoff: null };
  const r =
    'hub_height_m' in draft
      ? planWindTurbine({
          ...common,
          hub_height_m: draft.hub_height_m,
          rotor_diameter_m: draft.rotor_diameter_m,
        })
      : 'tower_height_m' in draft
        ? planCellTower({ ...common, tower_height_m: draft.tower_height_m })
        : planOrbits({ ...common, radius_m: draft.radius_m, layers: draft.layers });
  if (!r.ok) return null;
  const params = r.value.params as {
    radius_m: number;
    layers: { altitude_m: number; aim_height_m: number }[];
  };
  const every = draft.photo_every_deg ?? ENGINE_DEFAULTS.photo_every_deg;
  const perOrbit = Math.max(3, Math.round(360 / every));
  // Each layer's waypoints share its pitch; the first waypoint of every layer carries it.
  const layers = params.layers.map((l, i) => ({
    altitude_m: l.altitude_m,
    aim_height_m: l.aim_height_m,
    gimbal_pitch_deg: r.value.waypoints[i * perOrbit]?.gimbal_pitch_deg ?? 0,
  }));
  return {
    radius_m: params.radius_m,
    layers,
    photos_per_orbit: perOrbit,
    photo_count: r.value.stats.photo_count,
    flight_time_s: r.value.stats.flight_time_s,
  };
}
