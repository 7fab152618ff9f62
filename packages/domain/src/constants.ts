// Business constants of platform-core §9 and feature-areas §9.
export const CURRENT_RELEASE = '2025.9';
export const WEB_SCHEMA_VERSION = 8;
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
export const NOTIFY_DEFAULT_MS = 3000;
export const NOTIFY_ERROR_MS = 5000;
export const NOTIFY_STICKY = -1;
export const BRAND_HEADER = 'x-brand';
export const SITES_PAGE_SIZE = 20;
export const HOME_SITES_PAGE_SIZE = 10;
export const MAX_MISSION_ACRES = 5000;
export const SQ_M_PER_ACRE = 4046.86;
/**
 * Width of a corridor (line) site when none is given, for the site and the planner alike
 * (feature-areas §5 gives "2, units not shown"; 20 m is a road's width).
 */
export const DEFAULT_CORRIDOR_WIDTH_M = 20;
/** The byte unit of §9 (1 MB = 1,048,576 bytes): storage_mb counts stored files in these MB. */
export const BYTES_PER_MB = 1_048_576;
