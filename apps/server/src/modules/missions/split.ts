// Splitting a saved mission with the engine: at a waypoint, or into one part per battery of the
// mission's drone (the generic 20-minute drone when none is set).
import { AppError } from '@sortie/domain';
import type { TPlannedMission, TSplitMissionRequest } from '@sortie/domain/contracts';
import {
  DEFAULT_DRONE,
  droneSpecFor,
  findDrone,
  splitForDrone,
  splitMissionAt,
} from '@sortie/flightplan';
import type { MissionRow } from './table.ts';

export function splitParts(row: MissionRow, body: TSplitMissionRequest): TPlannedMission[] {
  const catalogued = row.drone_id ? findDrone(row.drone_id) : undefined;
  const drone = catalogued ? droneSpecFor(catalogued) : DEFAULT_DRONE;
  const mission = row.mission;
  const result =
    'at_waypoint_index' in body
      ? splitMissionAt(mission, body.at_waypoint_index, drone)
      : splitForDrone(mission, drone);
  if (!result.ok) throw result.error;
  if (result.value.length < 2) {
    throw AppError.rule(
      'mission_fits_one_battery',
      'This mission fits one battery of its drone; there is nothing to split.',
      { field: 'by_battery' },
    );
  }
  return result.value;
}
