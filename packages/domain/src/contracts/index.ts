// Endpoint contracts (zod request/response schemas), one file per area. Explicit exports only.
export { ZId, ZIsoDateTime, ZLngLat, ZHealthResponse, ZIdParams } from './common.ts';
export type { THealthResponse } from './common.ts';
export {
  ZRegisterRequest,
  ZLoginRequest,
  ZSessionResponse,
  ZAuthenticateResponse,
  ZRefreshResponse,
  ZGoogleStartQuery,
  ZGoogleCodeQuery,
  GOOGLE_RETURN_ERRORS,
} from './auth.ts';
export type {
  TRegisterRequest,
  TLoginRequest,
  TSessionResponse,
  TAuthenticateResponse,
  TRefreshResponse,
} from './auth.ts';
export {
  ZWorkspaceRole,
  ZUserCompany,
  ZUnitPreferences,
  DEFAULT_UNIT_PREFERENCES,
  ZGeoLocation,
  ZRbacRules,
  ZUser,
  ZGetUserResponse,
  ZUpdateUserRequest,
  ZFindUserParams,
  ZFindUserResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZSetIdentifierRequest,
  ZVerifyEmailRequest,
  STORED_PICTURE_PATH,
} from './users.ts';
export type {
  TWorkspaceRole,
  TUserCompany,
  TUnitPreferences,
  TUser,
  TUpdateUserRequest,
  TFindUserResponse,
  TResetPasswordRequest,
  TSetIdentifierRequest,
  TVerifyEmailRequest,
} from './users.ts';
export {
  ZBrand,
  ZBrandTheme,
  ZBrandBillingDetails,
  ZBrandMapStyles,
  ZGetBrandResponse,
} from './brands.ts';
export type { TBrand, TGetBrandResponse } from './brands.ts';
export { ZGetPlansResponse, ZGetFreeFclResponse } from './plans.ts';
export type { TGetPlansResponse, TGetFreeFclResponse } from './plans.ts';
export {
  RECENT_CAMERAS_MAX,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  ZCompanyName,
  ZCompany,
  ZCreateCompanyRequest,
  ZUpdateCompanyRequest,
  ZAddRecentCameraRequest,
  ZRecentCamerasResponse,
} from './companies.ts';
export type {
  TCompany,
  TCreateCompanyRequest,
  TUpdateCompanyRequest,
  TRecentCamerasResponse,
} from './companies.ts';
export {
  MEMBER_SORT_KEYS,
  SORT_ORDERS,
  ZSortOrder,
  ZListMembersQuery,
  ZMember,
  ZListMembersResponse,
  ZMemberParams,
  ZUpdateMemberRequest,
  ZRevokeGuestsResponse,
} from './members.ts';
export type {
  TListMembersQuery,
  TMember,
  TListMembersResponse,
  TUpdateMemberRequest,
  TRevokeGuestsResponse,
} from './members.ts';
export {
  ZInviteRole,
  ZInvite,
  ZCreateInviteRequest,
  ZListInvitesResponse,
  ZCompanyInviteParams,
  ZInviteParams,
} from './invites.ts';
export type { TInvite, TCreateInviteRequest, TListInvitesResponse } from './invites.ts';
export {
  COMPANY_USAGE_SORT_KEYS,
  ZCompanyUsageQuery,
  ZCompanyUsage,
  ZCompanyUsageResponse,
  ZGovernanceResponse,
} from './usage.ts';
export type {
  TCompanyUsageQuery,
  TCompanyUsage,
  TCompanyUsageResponse,
  TGovernanceResponse,
} from './usage.ts';
export {
  SITE_TYPES,
  ZSiteType,
  SITE_STATUSES,
  ZSiteStatus,
  ELEVATION_SOURCES,
  ZElevationSource,
  ZSiteAccessLevel,
  ZShareAccessLevel,
  ZSiteGeometry,
  ZSiteGeometryInput,
  ZSiteSize,
  ZNamedRef,
  ZCollaborator,
  ZSiteSummary,
  ZSite,
  ZCreateSiteRequest,
  ZUploadSiteFields,
  ZUpdateSiteRequest,
  ZCompanySiteParams,
  ZCompanyParams,
  ZSiteListFilters,
  SITE_STATUS_GROUPS,
  SITE_GROUP_KEYS,
  ZSiteGroupKey,
  ZListSitesQuery,
  SITE_NEXT_COUNT_CAP,
  ZSitePage,
  ZListSitesResponse,
  ZSiteShare,
  ZCreateSiteShareRequest,
  ZUpdateSiteShareRequest,
  ZSiteShareParams,
  ZListSiteSharesResponse,
  ZSiteFeaturesQuery,
  ZSiteThumbnailQuery,
  ZSampleSitesParams,
  ZSampleSitesResponse,
} from './sites.ts';
export type {
  TSiteType,
  TSiteStatus,
  TSiteGeometry,
  TSiteSummary,
  TSite,
  TCreateSiteRequest,
  TUpdateSiteRequest,
  TSiteListFilters,
  TSiteGroupKey,
  TListSitesQuery,
  TSitePage,
  TListSitesResponse,
  TSiteShare,
  TCreateSiteShareRequest,
  TSampleSitesResponse,
} from './sites.ts';
export {
  ZCollectionBbox,
  ZCollectionCompact,
  ZCollection,
  ZCollectionParams,
  ZCollectionListFilters,
  ZListCollectionsQuery,
  ZListCollectionsResponse,
  ZCreateCollectionRequest,
  ZUpdateCollectionRequest,
  ZCollectionSitesRequest,
  ZListCollectionSitesQuery,
  ZListCollectionSitesResponse,
} from './collections.ts';
export type {
  TCollectionCompact,
  TCollection,
  TListCollectionsResponse,
  TCreateCollectionRequest,
  TListCollectionSitesQuery,
  TListCollectionSitesResponse,
} from './collections.ts';
export {
  ZCapabilityLevel,
  ZDroneAsset,
  ZListDronesResponse,
  ZCameraMissionType,
  ZSensorAsset,
  ZListSensorsResponse,
} from './assets.ts';
export type {
  TDroneAsset,
  TListDronesResponse,
  TSensorAsset,
  TListSensorsResponse,
} from './assets.ts';
export {
  MISSION_KINDS,
  ZMissionKind,
  MAPPING_KINDS,
  VIDEO_KINDS,
  ZCustomCamera,
  ZWaypointAction,
  ZAreaMappingParams,
  ZCorridorMappingParams,
  ZCorridorVideoParams,
  ZWaypointsParams,
  ZPoiParams,
  ZWindTurbineParams,
  ZCellTowerParams,
  MISSION_PARAMS_BY_KIND,
  ZGeneratePreviewRequest,
  ZMappingGenerateRequest,
  ZVideoGenerateRequest,
  ZCreateMissionRequest,
  ZUpdateMissionRequest,
  ZMissionPreviewRequest,
  ZMissionStats,
  ZPlannedWaypoint,
  ZPlannedMission,
  ZMissionPreviewResponse,
  ZMission,
  ZCompanyMissionParams,
  ZListSiteMissionsQuery,
  ZListMissionsResponse,
  ZBulkDeleteMissionsRequest,
  ZBulkDeleteMissionsResponse,
  ZSplitMissionRequest,
  ZMissionElevationsRequest,
  ZMissionElevationsResponse,
  DEFAULT_GENERATED_AREA_ACRES,
  MIN_GENERATED_AREA_ACRES,
} from './missions.ts';
export type {
  TMissionKind,
  TCustomCamera,
  TGeneratePreviewRequest,
  TCreateMissionRequest,
  TUpdateMissionRequest,
  TPlannedMission,
  TMissionPreviewResponse,
  TMission,
  TListMissionsResponse,
  TSplitMissionRequest,
  TMissionElevationsResponse,
} from './missions.ts';
export {
  MISSION_EXPORT_TARGETS,
  MISSION_FILE_FORMATS,
  MISSION_EXPORT_DESTINATIONS,
  missionExportTarget,
  ZMissionFeaturesQuery,
} from './mission-exports.ts';
export type {
  TMissionFeaturesQuery,
  TMissionExportTarget,
  TMissionFileFormat,
} from './mission-exports.ts';
export {
  ZGenerateGcpsQuery,
  ZGroundControlPoint,
  ZGenerateGcpsResponse,
  ZSaveGcpsRequest,
  ZGcpLayout,
  ZSiteGcpsResponse,
} from './gcps.ts';
export type {
  TGenerateGcpsResponse,
  TGroundControlPoint,
  TSaveGcpsRequest,
  TGcpLayout,
  TSiteGcpsResponse,
} from './gcps.ts';
export { PROFILE_PICTURE_MAX_BYTES } from './users.ts';
export {
  ZChangeCompanyPlanParams,
  ZChangeCompanyPlanRequest,
  ZChangeCompanyPlanResponse,
} from './usage.ts';
export type { TChangeCompanyPlanRequest, TChangeCompanyPlanResponse } from './usage.ts';
export {
  ELEVATION_MODEL_MAX_BYTES,
  ELEVATION_MODEL_EXTENSIONS,
  ZElevationModel,
  ZElevationModelResponse,
  ZHeatmapElevationsQuery,
  ZElevationCell,
  ZHeatmapElevationsResponse,
  ZVerifyElevationGridRequest,
  ZVerifyElevationGridResponse,
} from './elevations.ts';
export type {
  TElevationModel,
  TElevationModelResponse,
  THeatmapElevationsResponse,
  TVerifyElevationGridRequest,
  TVerifyElevationGridResponse,
} from './elevations.ts';
export {
  FLIGHT_STATES,
  ZFlightState,
  ZReportFlightRequest,
  ZFlight,
  ZReportFlightResponse,
} from './flights.ts';
export type { TReportFlightRequest, TFlight, TReportFlightResponse } from './flights.ts';
export {
  REALTIME_PATH,
  REALTIME_CLOSE,
  ZRealtimeChannel,
  realtimeChannel,
  parseRealtimeChannel,
  ZSitesChangedEvent,
  ZStreamsChangedEvent,
  ZRealtimeEvent,
  ZRealtimeClientMessage,
  ZRealtimeServerMessage,
} from './realtime.ts';
export type {
  TRealtimeChannel,
  TSitesChangedEvent,
  TStreamsChangedEvent,
  TRealtimeEvent,
  TRealtimeClientMessage,
  TRealtimeServerMessage,
} from './realtime.ts';
export {
  STREAM_STATUSES,
  ZStreamStatus,
  ZCompanyStreamParams,
  ZStreamIdParams,
  ZCreateStreamRequest,
  ZPatchStreamRequest,
  ZStream,
  ZListStreamsQuery,
  ZStreamPage,
  ZGenerateStreamTokenRequest,
  ZStreamToken,
  ZStreamJoin,
  ZStreamPlayQuery,
} from './streams.ts';
export type {
  TStreamStatus,
  TCreateStreamRequest,
  TPatchStreamRequest,
  TStream,
  TListStreamsQuery,
  TStreamPage,
  TGenerateStreamTokenRequest,
  TStreamToken,
  TStreamJoin,
} from './streams.ts';
