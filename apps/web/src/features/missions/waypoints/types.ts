// Draft types of the waypoint editor: exactly the params of ZWaypointsParams, values in metric.
import type { z } from 'zod';
import type { ZWaypointAction, ZWaypointsParams } from '@sortie/domain/contracts';

/** The waypoint mission's params as the planner sends them (metres, m/s, degrees). */
export type WaypointsDraft = z.infer<typeof ZWaypointsParams>;
export type WaypointDraft = WaypointsDraft['waypoints'][number];
export type WaypointAction = z.infer<typeof ZWaypointAction>;
export type WaypointActionType = WaypointAction['type'];
