// What a plan request is, wherever it comes from: the API's create/preview bodies (server), the
// planner form (web worker) and the CLI's flags all become this before planning.
import type { MISSION_PARAMS_BY_KIND, TCustomCamera, TMissionKind } from '@sortie/domain/contracts';
import type { z } from 'zod';
import type { SiteGeometry } from '../kml/issues.ts';

type ParamsOf<K extends TMissionKind> = z.infer<(typeof MISSION_PARAMS_BY_KIND)[K]>;

/** A kind with its parameters, as the contracts' discriminated unions carry them. */
export type KindParams = { [K in TMissionKind]: { kind: K; params: ParamsOf<K> } }[TMissionKind];

/** Everything the engine needs besides the geometry. */
export type PlanRequest = KindParams & {
  name?: string | undefined;
  drone_id?: string | null | undefined;
  camera_id?: string | null | undefined;
  /** A camera entered by hand; wins over camera_id. */
  camera?: TCustomCamera | null | undefined;
};

/** The geometry a mission is planned over: a site's, or GeoJSON drawn on the map. */
export interface PlanGeometry {
  /** A site's geometry (the contract's TSiteGeometry) or a parsed site file's. */
  geometry: SiteGeometry;
  /** Centre of the geometry (orbit kinds default to it). */
  location: readonly [number, number];
  /** The site's corridor width; corridor mapping falls back to it, then to the default. */
  corridor_width_m: number | null;
  name: string;
}

/** The size a feature limit judges: acres of a polygon, km of a line (platform-core §4). */
export type MissionSize =
  | { key: 'max_polygon_mission_acres'; amount: number }
  | { key: 'max_linestring_mission_km'; amount: number };

/** Whether the request asks to keep the height above ground (terrain following). */
export function followsTerrain(req: KindParams): boolean {
  return 'terrain_following' in req.params && req.params.terrain_following === true;
}
