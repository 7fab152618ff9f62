export { distanceM, destination, inPolygon, bboxOf } from './geo.ts';
export type { LngLat, PolygonRings } from './geo.ts';
export { ZAirspaceRules, ZAerodromeRing, ZZoneClass, ringClass, ringFreeHeightM } from './rules.ts';
export { aerodromeRingZones, aerodromeReachKm } from './aerodrome-rings.ts';
export type { AerodromeRingZone } from './aerodrome-rings.ts';
export type { TAirspaceRules, TZoneClass } from './rules.ts';
export { judge, zoneValidAt } from './judge.ts';
export type { Aerodrome, Zone, Finding, Verdict } from './judge.ts';
export { droneLimits, waterProtection, DEFAULT_DRONE_LIMITS } from './drone-limits.ts';
export type { DroneLimits } from './drone-limits.ts';
export {
  judgeHour,
  GO_NO_GO_REASONS,
  RAIN_MM,
  RAIN_CHANCE_PCT,
  RAIN_MM_PROTECTED,
} from './go-no-go.ts';
export type { WeatherHour, HourVerdict, ReasonCode, GoNoGoReason } from './go-no-go.ts';
export { pathWarnings } from './path-warnings.ts';
export type { PathWarning } from './path-warnings.ts';
export { FINDING_CODES, PATH_WARNING_CODES } from './coded-text.ts';
export type { CodedText } from './coded-text.ts';
