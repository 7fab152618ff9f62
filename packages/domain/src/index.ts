export { AppError, parseApiError } from './errors.ts';
export { ZErrorEnvelope } from './error-envelope.ts';
export type { TErrorEnvelope } from './error-envelope.ts';
export { ok, err, assertNever } from './result.ts';
export type { Result } from './result.ts';
export {
  CURRENT_RELEASE,
  WEB_SCHEMA_VERSION,
  TOKEN_REFRESH_MARGIN_MS,
  NOTIFY_DEFAULT_MS,
  NOTIFY_ERROR_MS,
  NOTIFY_STICKY,
  BRAND_HEADER,
  SITES_PAGE_SIZE,
  HOME_SITES_PAGE_SIZE,
  MAX_MISSION_ACRES,
  SQ_M_PER_ACRE,
  DEFAULT_CORRIDOR_WIDTH_M,
  BYTES_PER_MB,
} from './constants.ts';
export { RELEASES, findRelease } from './releases/releases.ts';
export { ZRelease } from './releases/schema.ts';
export type { TRelease } from './releases/schema.ts';
export { roundTo } from './format/round.ts';
export { formatNumber, formatMeasure, displayDecimals } from './format/number.ts';
export { formatBytes, formatStorageMb } from './format/bytes.ts';
export { formatRelativeTime, formatDate, toDate } from './format/relative-time.ts';
export type { DateInput } from './format/relative-time.ts';
export { formatDuration, formatTimeLeft, WORKING_DAY_HOURS } from './format/duration.ts';
export { getInitials } from './format/initials.ts';
export { withMaker } from './format/maker-name.ts';
export { exportFileName, toFileSafe } from './format/file-name.ts';
export { ZUnitPreferences, DEFAULT_UNIT_PREFERENCES } from './contracts/users.ts';
export type { TUnitPreferences } from './contracts/users.ts';
export { IMPERIAL_UNIT_PREFERENCES } from './units/unit-preferences.ts';
export type { FormattedQuantity } from './units/unit-preferences.ts';
export {
  ACRES_PER_UNIT,
  AREA_UNITS,
  convertArea,
  squareMetresToAcres,
  formatArea,
} from './units/area.ts';
export type { AreaUnit } from './units/area.ts';
export {
  FEET_PER_METRE,
  INCHES_PER_METRE,
  METRES_PER_MILE,
  IMPERIAL_SWAP,
  metresTo,
  toMetres,
  unitFor,
  formatDistance,
  formatHeight,
} from './units/distance.ts';
export type { DistanceUnit, MetricDistanceUnit, UnitSystem } from './units/distance.ts';
export { metresPerSecondTo, toMetresPerSecond, formatSpeed } from './units/speed.ts';
export type { SpeedUnit } from './units/speed.ts';
export { celsiusTo, formatTemperature } from './units/temperature.ts';
export type { TemperatureUnit } from './units/temperature.ts';
export { isEmail, ZEmailAddress, EMAIL_MAX_LENGTH } from './validate/email.ts';
export { isUrl } from './validate/url.ts';
export { isInRange } from './validate/range.ts';
export type { RangeOptions } from './validate/range.ts';
export {
  checkPassword,
  isPasswordAcceptable,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  COMMON_PASSWORDS,
} from './validate/password.ts';
export type { PasswordRule, PasswordProblem } from './validate/password.ts';
export { parsePhoneNumber, isPhoneNumber } from './validate/phone.ts';
export { checkName, ZName, NAME_MAX_LENGTH } from './validate/name.ts';
export type { NameProblem } from './validate/name.ts';
export { parseVersion, compareVersions, isVersionAtLeast } from './version/compare.ts';
export {
  STREAM_FEATURES,
  isStreamFeatureAvailable,
  streamFeaturesFor,
} from './version/stream-features.ts';
export type { StreamFeature } from './version/stream-features.ts';
export { ZFeatureLimit, ZFeatureLimitList } from './limits/feature-limit.ts';
export type { TFeatureLimit, TFeatureLimitList } from './limits/feature-limit.ts';
export { FEATURE_KEYS, featureLimitError } from './limits/feature-keys.ts';
export type { FeatureKey } from './limits/feature-keys.ts';
export { getFeature, checkFeature, assertFeature, addUsage } from './limits/check-feature.ts';
export { featureLimitMessage, limitErrorMessage } from './limits/limit-messages.ts';
export { FEATURE_LABELS, featureLabel } from './limits/feature-labels.ts';
export type { LimitFacts } from './limits/limit-messages.ts';
export { ZPlan, ZPlanPrice, ZPlanCurrency, PLAN_CURRENCIES } from './plans/schema.ts';
export type { TPlan, TPlanCurrency } from './plans/schema.ts';
export {
  FREE_PLAN,
  PRO_PLAN,
  NO_LIMIT_PLAN,
  PLANS,
  planKeyOf,
  findPlan,
  isNoLimitPlan,
} from './plans/plans.ts';
export { WORKSPACE_ROLES, ROLE_RANK, RBAC_METHODS, RBAC_RESOURCES } from './rbac/roles.ts';
export type { WorkspaceRole, RbacMethod, RbacResource, RbacRules } from './rbac/roles.ts';
export { rbacRulesFor } from './rbac/rules.ts';
export {
  SUPER_ADMIN_DESIGNATION,
  META_ROLES,
  metaRbacRules,
  metaRolesFor,
  isSuperAdmin,
} from './rbac/meta-rules.ts';
export type { MetaRole, MetaResource } from './rbac/meta-rules.ts';
export { hasRight, hasMetaRight } from './rbac/has-right.ts';
export { sidebarItemsFor } from './rbac/sidebar.ts';
export type {
  SidebarItem,
  SidebarItemKey,
  SidebarGroup,
  SidebarUser,
  SidebarCompany,
} from './rbac/sidebar.ts';
export {
  SITE_ACCESS_LEVELS,
  toSiteAccessLevel,
  siteAccessRank,
  effectiveSiteAccess,
  canViewSite,
  canEditSite,
  canShareSite,
  canDeleteSite,
  canGrantSiteAccess,
} from './rbac/site-access.ts';
export type { SiteAccessLevel, SiteAccessInput } from './rbac/site-access.ts';
export {
  DATE_PRESETS,
  ZDatePreset,
  ZCreatedBetween,
  ZSiteFilters,
  ZHomepageSiteFilters,
  ZWorkspacePreferences,
  ZWebPreferences,
  HOME_STATUS_NONE,
  SITE_GROUPS,
  SITE_VIEWS,
  defaultWorkspacePreferences,
} from './preferences/schema.ts';
export type {
  TDatePreset,
  TCreatedBetween,
  TSiteFilters,
  THomepageSiteFilters,
  TWorkspacePreferences,
  TWebPreferences,
} from './preferences/schema.ts';
export {
  normaliseCreatedBetween,
  normaliseSiteFilters,
  normaliseHomepageSiteFilters,
  normaliseGroup,
  normaliseWorkspacePreferences,
  normaliseWebPreferences,
  preferencesForWorkspace,
  withWorkspacePreferences,
  homeSiteListFilters,
} from './preferences/normalise.ts';
export type { HomeSiteListFilters } from './preferences/normalise.ts';
export {
  startOfDay,
  endOfDay,
  resolveDateRange,
  presetRange,
  createdBetweenRange,
} from './preferences/date-range.ts';
export {
  TIME_GROUPS,
  TIME_GROUP_EPOCH_YEAR,
  timeGroupRanges,
  timeGroupOf,
} from './preferences/time-groups.ts';
export type { TimeGroup, TimeGroupRange } from './preferences/time-groups.ts';
export { dockPill, DEFAULT_LOW_BATTERY_PERCENT, GUST_LIMIT_MS } from './docks/pill.ts';
export type { PillInput } from './docks/pill.ts';
export { DOCK_AIRCRAFT, dockAircraftByModelKey, dockAircraftOf } from './docks/aircraft.ts';
export type { DockAircraft } from './docks/aircraft.ts';
export {
  CAMERA_COMMANDS,
  cameraFailureMessage,
  type CameraCommand,
  type CameraCommandArgs,
} from './streams/camera-commands.ts';
export {
  streamEventVerdict,
  commandAvailable,
  failureMessageFor,
  COMMAND_FEATURE,
  type StreamSender,
  type StreamEventVerdict,
} from './streams/camera-control.ts';
export {
  REDACTED,
  SECRET_KEY,
  SECRET_QUERY_PARAMS,
  isSecretQueryParam,
  maskSecretText,
  scrubValues,
} from './scrub/secrets.ts';
export {
  TIP_HTML_TAGS,
  TIP_LINK_SCHEMES,
  TIP_IMAGE_SCHEMES,
} from './content/tip-html-allow-list.ts';
