// Public surface of @sortie/flightplan. Every export is named (STYLE.md, "Modules and size"), so
// widening the surface shows up in review.

// Mission model
export type {
  AltitudeMode,
  LngLat,
  Mission,
  MissionKind,
  MissionStats,
  PlannedPhoto,
  Waypoint,
  WaypointAction,
} from './mission/types.ts';
export {
  missionFromGeoJson,
  missionToGeoJson,
  siteFromGeoJson,
  siteGeometryToGeoJson,
} from './mission/geojson.ts';
export type { MissionFeatureCollection } from './mission/geojson.ts';

// Geometry
export type { LngLatPolygon, LocalPolygon, LocalXY } from './geo/types.ts';
export { bboxCentre, createLocalProjection } from './geo/project.ts';
export type { LocalProjection } from './geo/project.ts';
export { lineLengthM, polygonAreaM2 } from './geo/measure.ts';
export { bufferPolygon, toLngLatPolygon, toLocalPolygon } from './geo/polygon.ts';
export {
  findSelfIntersection,
  hasSelfIntersection,
  SELF_INTERSECTION_WORK_BUDGET,
} from './geo/self-intersection.ts';
export { bearingDeg, wrapDeg } from './geo/bearing.ts';
export { squareAroundPoint } from './geo/square-around.ts';

// Site files (KML/KMZ/GeoJSON)
export {
  MAX_SITE_FILE_BYTES,
  SITE_FILE_EXTENSIONS,
  parseSiteFile,
  siteNameFromFileName,
  siteSourceOf,
} from './kml/parse-site-file.ts';
export type { ParseSiteFileOptions } from './kml/parse-site-file.ts';
export { SITE_FILE_DIALOGS, forSource, siteFileIssue } from './kml/issues.ts';
export type {
  ParsedSite,
  SiteFileIssue,
  SiteFileIssueType,
  SiteGeometry,
  SiteSource,
} from './kml/issues.ts';
export { MAX_SITE_HOLES } from './kml/normalize.ts';

// Site shape: the one judge of site geometry (web upload and draw panels, every server path)
export {
  MAX_SITE_AREA_M2,
  MAX_SITE_LENGTH_M,
  boundsOf,
  centroidOf,
  crossesAntimeridian,
  holeOutsideOuterRing,
  siteShapeFromFile,
  siteShapeOf,
} from './site-shape/index.ts';
export type { SiteShape } from './site-shape/index.ts';

// Generators
export {
  DEFAULT_MIN_TRIGGER_INTERVAL_S,
  DEFAULT_SPEED,
  ZERO_MIN_SPEED_MPS,
  altitudeForGsdM,
  footprintM,
  gsdCm,
  speedRange,
  surveySpacingM,
} from './generate/camera.ts';
export type { CameraSpec, Footprint } from './generate/camera.ts';
export { BATTERY_RESERVE, DEFAULT_DRONE, MOTION } from './generate/drone.ts';
export type { DroneSpec } from './generate/drone.ts';
export { AREA_MAPPING_DEFAULTS, planAreaMapping } from './generate/area-mapping.ts';
export type { AreaMappingParams } from './generate/area-mapping.ts';
export { planCorridorMapping } from './generate/corridor.ts';
export type { CorridorParams } from './generate/corridor.ts';
export { planCorridorVideo } from './generate/corridor-video.ts';
export type { CorridorVideoParams } from './generate/corridor-video.ts';
export { checkAction, planWaypoints } from './generate/waypoints.ts';
export type { WaypointInput, WaypointsParams } from './generate/waypoints.ts';
export { planOrbits } from './generate/poi.ts';
export type { OrbitLayer, OrbitParams } from './generate/poi.ts';
export { planCellTower, planWindTurbine } from './generate/structures.ts';
export type { CellTowerParams, WindTurbineParams } from './generate/structures.ts';
export { planMission, planMissionForDrone } from './generate/plan-mission.ts';
export type { PlanInput } from './generate/plan-mission.ts';
export { applyTerrainFollowing } from './generate/terrain-follow.ts';
export type { GroundSampler, TerrainFollowOptions } from './generate/terrain-follow.ts';

// The request → plan pipeline (server, web worker and CLI plan through it)
export {
  altitudeField,
  assertUnderCeiling,
  cameraForRequest,
  ceilingExcess,
  describeRequest,
  droneForRequest,
  followsTerrain,
  geometryForRequest,
  highestAboveTakeoffM,
  missionSize,
  planRequest,
  takeoffGroundM,
  toPlanInput,
} from './plan-request/index.ts';
export type {
  CeilingExcess,
  KindParams,
  MissionSize,
  PlanGeometry,
  PlanRequest,
  PlannedRequest,
} from './plan-request/index.ts';

// Limits, statistics, split
export {
  DEFAULT_GIMBAL_PITCH_DEG,
  LIMITS,
  MAX_ACTIONS_PER_WAYPOINT,
  MAX_LINESTRING_MISSION_M,
  MAX_POLYGON_MISSION_M2,
  checkLineLength,
  checkPolygonArea,
  checkRange,
} from './limits/limits.ts';
export type { LimitName } from './limits/limits.ts';
export { surveySpeed } from './limits/speed.ts';
export { surveyAltitude } from './limits/altitude.ts';
export {
  PLAN_BUDGET,
  REPLY_BYTES,
  checkPlanBudget,
  estimateSurveySize,
  replyBytes,
} from './limits/budget.ts';
export type { PlanSize, SizeDrivers } from './limits/budget.ts';
export { TURN_THRESHOLD_DEG, batteriesNeeded, pathMetrics } from './stats/flight-time.ts';
export type { PathMetrics, PathPoint } from './stats/flight-time.ts';
export { computeMissionStats } from './stats/mission-stats.ts';
export { splitForDrone, splitMissionAt } from './split/split.ts';

// Catalogue (drone/camera data; specs mapped onto CameraSpec/DroneSpec above)
export {
  FALLBACKS,
  camerasForDrone,
  cameraSpecFor,
  droneSpecFor,
  findCamera,
  findDrone,
  getCamera,
  getDrone,
  isLegacyDjiWaypointApi,
  listCameras,
  listDrones,
} from './catalog/index.ts';
export type { CapabilityLevel, CatalogCamera, CatalogDrone } from './catalog/index.ts';

// Ground control points
export {
  GCP_DEFAULT_INFLUENCE_RADIUS_M,
  GCP_MAX_COUNT,
  GCP_MAX_SPACING_M,
  generateAreaGcps,
  generateCorridorGcps,
} from './generate/gcp.ts';
export type { GcpOptions, GroundControlPoint } from './generate/gcp.ts';

// Exporters
export {
  LITCHI_HEADER,
  MISSION_EXPORT_FORMATS,
  exportGcpCsv,
  exportGcpKml,
  exportGcpOdm,
  exportLitchiCsv,
  exportMission,
  exportMissionKml,
  exportMissionPlanner,
  exportQgcPlan,
  exportSiteKml,
  exportWpml,
  exportWpmlFiles,
  photoLegs,
  withPhotoWaypoints,
} from './export/index.ts';
export type {
  ExportedFile,
  GcpImageObservation,
  LitchiOptions,
  MissionExportFormat,
  MissionExportOptions,
  MissionKmlOptions,
  MissionPlannerOptions,
  QgcPlanOptions,
  WpmlDroneInfo,
  WpmlFiles,
  WpmlOptions,
} from './export/index.ts';

// Terrain
export {
  LruCache,
  MAX_GRID_CELLS,
  SRTM_VOID,
  createSrtmSource,
  cropRaster,
  elevationGridCsv,
  isPortable,
  loadGeoTiffDem,
  noElevation,
  parseHgt,
  sampleBilinear,
  sampleElevationGrid,
  samplerOfPortable,
  srtmTileName,
  verifyElevationGrid,
} from './terrain/index.ts';
export type {
  ElevationCell,
  ElevationCoverage,
  ElevationGrid,
  ElevationRaster,
  ElevationSampler,
  FetchSrtmTile,
  GeoTiffDem,
  PortableGround,
  PortableSampler,
  SrtmSource,
} from './terrain/index.ts';
