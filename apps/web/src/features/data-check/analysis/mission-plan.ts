// What a saved mapping mission planned, as Data Check's settings: its altitude (or GSD), front and
// side overlaps, camera and gimbal. The engine's resolved parameters (mission.mission.params) win
// over what the pilot typed when saving (mission.params), since they hold the defaults the engine
// filled in. Only mapping missions take photos to check; other kinds give null.
import type { TCustomCamera, TMission } from '@sortie/domain/contracts';
import { MAPPING_KINDS } from '@sortie/domain/contracts';
import type { CameraGeometry } from '@sortie/domain/data-check';

export type MissionPlan = {
  by: 'altitude' | 'gsd';
  altitudeM: string;
  gsdCm: string;
  front: string | null;
  side: string | null;
  /** A catalogue id, 'mission' for the mission's own custom camera, or null (keep detection). */
  cameraId: string | null;
  mapping: boolean;
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Trims a number for a form field (80, 2.13). */
const field = (v: number) => String(Math.round(v * 100) / 100);

export function isMappingMission(m: Pick<TMission, 'kind'>): boolean {
  return (MAPPING_KINDS as readonly string[]).includes(m.kind);
}

export function missionPlan(m: TMission, catalogueIds: ReadonlySet<string>): MissionPlan | null {
  if (!isMappingMission(m)) return null;
  const p = { ...m.params, ...m.mission.params };
  const altitude = num(p.altitude_m);
  const gsd = num(p.gsd_cm) ?? m.mission.stats.gsd_cm;
  const front = num(p.front_overlap_pct);
  const side = num(p.side_overlap_pct);
  const pitch = num(p.gimbal_pitch_deg) ?? m.mission.waypoints[0]?.gimbal_pitch_deg ?? -90;
  const cameraId = m.camera
    ? 'mission'
    : m.camera_id && catalogueIds.has(m.camera_id)
      ? m.camera_id
      : null;
  return {
    by: altitude === null && gsd !== null ? 'gsd' : 'altitude',
    altitudeM: altitude === null ? '80' : field(altitude),
    gsdCm: gsd === null ? '2' : field(gsd),
    front: front === null ? null : field(front),
    side: side === null ? null : field(side),
    cameraId,
    mapping: Math.abs(pitch + 90) <= 10,
  };
}

/** A mission's hand-entered camera as the checks' geometry. */
export function customGeometry(c: TCustomCamera): CameraGeometry {
  return {
    sensorWidthMm: c.sensor_width_mm,
    sensorHeightMm: c.sensor_height_mm,
    focalLengthMm: c.focal_length_mm,
    imageWidthPx: c.image_width_px,
    imageHeightPx: c.image_height_px,
  };
}
