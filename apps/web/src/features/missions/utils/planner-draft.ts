// The planner form's state and how it becomes a plan request (ZCreateMissionRequest without
// site_id). Values are kept metric; fields convert for display. Mapping sizes by GSD or by
// altitude: only the chosen one is sent, the engine derives the other (shown beside it).
import {
  DEFAULT_GENERATED_AREA_ACRES,
  type TCreateMissionRequest,
  type TMissionKind,
  type TSite,
} from '@sortie/domain/contracts';
import { AREA_MAPPING_DEFAULTS } from '@sortie/flightplan';
import { defaultPoiDraft, type PoiDraft } from '../poi/index.ts';
import type { WaypointsDraft } from '../waypoints/index.ts';
import { kindsForSite } from './mission-kinds.ts';

/** A save request without its site (distributive, so `kind` still narrows `params`). */
export type PlanRequestBody = TCreateMissionRequest extends infer R
  ? R extends TCreateMissionRequest
    ? Omit<R, 'site_id'>
    : never
  : never;

export interface MappingDraft {
  sizing: 'gsd' | 'altitude';
  altitude_m: number;
  gsd_cm: number;
  front_overlap_pct: number;
  side_overlap_pct: number;
  /** Undefined: the camera's default speed (capped by its trigger interval). */
  speed_mps: number | undefined;
  /** null: automatic (the engine picks the angle with the fewest turns). */
  angle_deg: number | null;
  crosshatch: boolean;
  margin_m: number;
  /** Corridor mapping only; undefined uses the site's corridor width. */
  corridor_width_m: number | undefined;
  /** Point sites only: acres of the square area mapping flies around the point (decision 122). */
  area_acres: number | undefined;
}

export interface PlannerDraft {
  kind: TMissionKind;
  name: string;
  drone_id: string | null;
  camera_id: string | null;
  mapping: MappingDraft;
  video: { altitude_m: number; gimbal_pitch_deg: number; speed_mps: number | undefined };
  waypoints: WaypointsDraft;
  poi: PoiDraft;
  /** Keep the height above the ground (kinds in TERRAIN_KINDS; needs a site elevation source). */
  terrain_following: boolean;
}

/** Kinds whose parameters carry terrain_following (the mission contract). */
export const TERRAIN_KINDS: ReadonlySet<TMissionKind> = new Set([
  'area_mapping',
  'corridor_mapping',
  'corridor_video',
  'waypoints',
]);

/** Whether the draft asks for terrain following for a kind that can have it. */
export const followsTerrain = (draft: Pick<PlannerDraft, 'kind' | 'terrain_following'>) =>
  draft.terrain_following && TERRAIN_KINDS.has(draft.kind);

export const DEFAULT_DRONE_ID = 'dji-mavic-3-enterprise';
export const DEFAULT_CAMERA_ID = 'dji-m3e-wide';

export const DEFAULT_MAPPING: MappingDraft = {
  sizing: 'altitude',
  altitude_m: 80,
  gsd_cm: 2,
  front_overlap_pct: AREA_MAPPING_DEFAULTS.front_overlap_pct,
  side_overlap_pct: AREA_MAPPING_DEFAULTS.side_overlap_pct,
  speed_mps: undefined,
  angle_deg: null,
  crosshatch: false,
  margin_m: AREA_MAPPING_DEFAULTS.margin_m,
  corridor_width_m: undefined,
  area_acres: undefined,
};

/** The site's centre for orbit kinds: its point, or the centroid of an area. */
export function siteCentre(site: Pick<TSite, 'geometry' | 'location'>): [number, number] {
  if (site.geometry.type === 'Point') return [...site.geometry.coordinates] as [number, number];
  return [site.location[0], site.location[1]];
}

export function initialDraft(
  site: Pick<TSite, 'site_type' | 'geometry' | 'location' | 'name'>,
  cameraId: string | null = DEFAULT_CAMERA_ID,
): PlannerDraft {
  const kind = kindsForSite(site.site_type)[0] ?? 'waypoints';
  const centre = siteCentre(site);
  return {
    kind,
    name: site.name,
    drone_id: DEFAULT_DRONE_ID,
    camera_id: cameraId,
    mapping:
      site.geometry.type === 'Point'
        ? { ...DEFAULT_MAPPING, area_acres: DEFAULT_GENERATED_AREA_ACRES }
        : DEFAULT_MAPPING,
    video: { altitude_m: 60, gimbal_pitch_deg: -45, speed_mps: undefined },
    // Two waypoints ~50 m apart: the smallest mission the engine plans, ready to drag.
    waypoints: {
      waypoints: [{ position: centre }, { position: [centre[0] + 0.0005, centre[1]] }],
      altitude_m: 60,
    },
    poi: defaultPoiDraft(kind === 'wind_turbine' || kind === 'cell_tower' ? kind : 'poi', centre),
    terrain_following: false,
  };
}

/** Only defined keys: the contracts reject nothing extra, but the request stays readable. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function toPlanRequest(draft: PlannerDraft): PlanRequestBody {
  const common = {
    name: draft.name.trim() || undefined,
    drone_id: draft.drone_id,
    camera_id: draft.camera_id,
  };
  const m = draft.mapping;
  const size = m.sizing === 'gsd' ? { gsd_cm: m.gsd_cm } : { altitude_m: m.altitude_m };
  // Sent only when on, so a flat plan's request is what it always was.
  const terrain = followsTerrain(draft) ? { terrain_following: true } : {};
  switch (draft.kind) {
    case 'area_mapping':
      return compact({
        ...common,
        kind: draft.kind,
        params: compact({
          ...size,
          front_overlap_pct: m.front_overlap_pct,
          side_overlap_pct: m.side_overlap_pct,
          speed_mps: m.speed_mps,
          angle_deg: m.angle_deg ?? 'auto',
          crosshatch: m.crosshatch,
          margin_m: m.margin_m,
          area_acres: m.area_acres,
          ...terrain,
        }),
      });
    case 'corridor_mapping':
      return compact({
        ...common,
        kind: draft.kind,
        params: compact({
          ...size,
          front_overlap_pct: m.front_overlap_pct,
          side_overlap_pct: m.side_overlap_pct,
          speed_mps: m.speed_mps,
          corridor_width_m: m.corridor_width_m,
          ...terrain,
        }),
      });
    case 'corridor_video':
      return compact({
        ...common,
        kind: draft.kind,
        params: compact({ ...draft.video, ...terrain }),
      });
    case 'waypoints':
      return compact({ ...common, kind: draft.kind, params: { ...draft.waypoints, ...terrain } });
    case 'poi':
    case 'wind_turbine':
    case 'cell_tower':
      return compact({ ...common, kind: draft.kind, params: draft.poi } as PlanRequestBody);
  }
}

/** Switching kind keeps the shared choices; an orbit kind gets a fresh draft of its own shape. */
export function withKind(
  draft: PlannerDraft,
  kind: TMissionKind,
  centre: [number, number],
): PlannerDraft {
  if (kind === draft.kind) return draft;
  const orbit = kind === 'poi' || kind === 'wind_turbine' || kind === 'cell_tower';
  return { ...draft, kind, poi: orbit ? defaultPoiDraft(kind, centre) : draft.poi };
}
