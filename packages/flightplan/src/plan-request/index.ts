// Public surface of the request → plan pipeline (plan-request.ts).
export { planRequest, describeRequest } from './plan-request.ts';
export type { PlannedRequest } from './plan-request.ts';
export { followsTerrain } from './request.ts';
export type { KindParams, MissionSize, PlanGeometry, PlanRequest } from './request.ts';
export { cameraForRequest, droneForRequest } from './catalogue.ts';
export { geometryForRequest, missionSize } from './geometry.ts';
export { toPlanInput } from './plan-input.ts';
export {
  altitudeField,
  assertUnderCeiling,
  ceilingExcess,
  highestAboveTakeoffM,
  takeoffGroundM,
} from './ceiling.ts';
export type { CeilingExcess } from './ceiling.ts';
