// The mission model every part of the engine shares: generators produce it, exporters, split,
// statistics and the CLI consume it. It is the domain's planned-mission contract (one type, so
// the server stores and answers what the engine returns with no conversion); the field notes
// live beside the schema in @sortie/domain (contracts/missions.ts). Coordinates are [lng, lat].
import type { TPlannedMission } from '@sortie/domain/contracts';

/** A WGS84 position in GeoJSON order. */
export type LngLat = readonly [lng: number, lat: number];

export type Mission = TPlannedMission;
export type MissionKind = Mission['kind'];
export type Waypoint = Mission['waypoints'][number];
/** feature-areas §3: waypoint actions and their parameters. */
export type WaypointAction = Waypoint['actions'][number];
/**
 * 'relative_to_takeoff': altitude above the take-off point (the DJI/Litchi default).
 * 'above_ground': constant height above the terrain (terrain following); altitude_m is then the
 * height above ground, and `takeoff_relative_m` holds the resolved value relative to take-off.
 */
export type AltitudeMode = Waypoint['altitude_mode'];
/** A planned photo position (distance-triggered along a leg, or an explicit take_photo). */
export type PlannedPhoto = Mission['photos'][number];
export type MissionStats = Mission['stats'];
