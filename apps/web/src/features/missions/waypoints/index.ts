// Public surface of the waypoint editor, rendered by the mission planner panel.
export type { WaypointsDraft, WaypointDraft, WaypointAction } from './types.ts';
export { WaypointEditor } from './components/waypoint-editor.tsx';
export type { WaypointEditorProps } from './components/waypoint-editor.tsx';
export {
  useWaypointLayerGroups,
  WAYPOINT_POINTS_GROUP,
  WAYPOINT_CIRCLE_LAYER,
} from './components/use-waypoint-layer-groups.ts';
export { WaypointMapLayer } from './components/waypoint-map-layer.tsx';
export type { WaypointMapLayerProps } from './components/waypoint-map-layer.tsx';
/** Every problem of a draft by the engine's field path; empty when the planner would accept it. */
export { validateWaypointsDraft } from './utils/validate-waypoints.ts';
export type { SpeedRange } from './utils/validate-waypoints.ts';
