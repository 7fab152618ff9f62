// Airspace advisory, weather, daylight and go/no-go (issue 17). Heights in metres above ground,
// wind in m/s, temperatures in °C: the web converts to the user's units.
import { z } from 'zod';
import { ZZoneClass } from '../airspace/rules.ts';

const lng = z.coerce.number().min(-180).max(180);
const lat = z.coerce.number().min(-90).max(90);
/** Heights a survey flies; 500 m is far above any legal height and bounds the wind model. */
const ZHeightM = z.coerce.number().min(0).max(500);

export const ZAdvisoryQuery = z.object({ lng, lat, height_m: ZHeightM.optional() });
export type TAdvisoryQuery = z.infer<typeof ZAdvisoryQuery>;

/**
 * An English sentence's stable code and the values it names, sent beside the sentence so the web
 * writes it in the reader's language (decisions 430 and 432). Optional wherever it appears: an
 * older server sends only the English, and a client without words for a code shows the English.
 */
export const ZCodedText = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TCodedText = z.infer<typeof ZCodedText>;

export const ZAirspaceFinding = z.object({
  class: ZZoneClass,
  kind: z.enum(['aerodrome', 'zone', 'height', 'rule']),
  text: z.string(),
  /** `text` as FINDING_CODES; absent when the brand's permission sentence has no code. */
  text_code: ZCodedText.optional(),
  free_height_m: z.number(),
  zone_id: z.string().nullable(),
  aerodrome_ident: z.string().nullable(),
});

export const ZNearbyAerodrome = z.object({
  ident: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  lng_lat: z.tuple([z.number(), z.number()]),
  distance_km: z.number(),
});

export const ZAdvisory = z.object({
  class: ZZoneClass,
  permission_needed: z.boolean(),
  /** Highest height flown without permission, m above ground (0: permission from the ground). */
  max_height_m: z.number(),
  height_m: z.number().nullable(),
  findings: z.array(ZAirspaceFinding),
  aerodromes: z.array(ZNearbyAerodrome),
  authority: z.string(),
  rules_source: z.string(),
  /** `authority` and `rules_source` by the rules' name (`india_dgca`); absent: no name. */
  authority_code: ZCodedText.optional(),
  rules_source_code: ZCodedText.optional(),
  conservative_default: z.boolean(),
  rules_checked_on: z.string(),
  aerodrome_source: z.string(),
  aerodrome_data_date: z.string(),
  /** When imported zones last changed; null when none are imported. */
  zones_updated_at: z.string().nullable(),
  disclaimer: z.string(),
  /** `disclaimer` as a code ('advisory_only'). */
  disclaimer_code: ZCodedText.optional(),
});
export type TAdvisory = z.infer<typeof ZAdvisory>;

export const ZWeatherHour = z.object({
  time: z.string(),
  wind_10m_ms: z.number(),
  wind_at_height_ms: z.number(),
  gusts_ms: z.number(),
  precip_probability_pct: z.number(),
  precip_mm: z.number(),
  temperature_c: z.number(),
  visibility_m: z.number().nullable(),
  cloud_cover_pct: z.number(),
});
export type TWeatherHour = z.infer<typeof ZWeatherHour>;

export const ZDaylight = z.object({
  date: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  civil_dawn: z.string().nullable(),
  civil_dusk: z.string().nullable(),
});

export const ZHourVerdict = z.object({
  time: z.string(),
  go: z.boolean(),
  /** English sentences, for API clients. */
  reasons: z.array(z.string()),
  /**
   * The same reasons, one for one: a stable code (GO_NO_GO_REASONS) and the values it names, so
   * the web writes them in the reader's language. Optional: older servers send only `reasons`.
   */
  reason_codes: z.array(ZCodedText).optional(),
});

export const ZDroneLimits = z.object({
  drone_id: z.string().nullable(),
  max_wind_ms: z.number(),
  ip_rating: z.string().nullable(),
  min_temp_c: z.number(),
  max_temp_c: z.number(),
  is_default: z.boolean(),
});

export const ZForecastQuery = z.object({
  lng,
  lat,
  height_m: ZHeightM.default(60),
  drone_id: z.string().max(100).optional(),
});
export type TForecastQuery = z.infer<typeof ZForecastQuery>;

export const ZForecast = z.object({
  /** 'off' when WEATHER_URL is unset, 'unavailable' when the provider failed. */
  weather: z.enum(['on', 'off', 'unavailable']),
  weather_note: z.string().nullable(),
  /** `weather_note` as a code ('weather_off', 'weather_unavailable'). */
  weather_note_code: ZCodedText.optional(),
  height_m: z.number(),
  drone: ZDroneLimits,
  hours: z.array(ZWeatherHour),
  daylight: z.array(ZDaylight),
  verdicts: z.array(ZHourVerdict),
});
export type TForecast = z.infer<typeof ZForecast>;

export const ZSiteAirspaceQuery = z.object({
  height_m: ZHeightM.default(60),
  drone_id: z.string().max(100).optional(),
});
export const ZSiteAirspaceResponse = z.object({ advisory: ZAdvisory, forecast: ZForecast });
export type TSiteAirspaceResponse = z.infer<typeof ZSiteAirspaceResponse>;

const bLng = z.number().min(-180).max(180);
const bLat = z.number().min(-90).max(90);

/** GET /airspace/zones?bbox=minLng,minLat,maxLng,maxLat: zones to draw on the map. */
export const ZZonesQuery = z.object({
  bbox: z
    .string()
    .transform((s) => s.split(',').map(Number))
    .pipe(z.tuple([bLng, bLat, bLng, bLat])),
});
export const ZZoneFeature = z.object({
  id: z.string(),
  name: z.string(),
  class: ZZoneClass,
  floor_m: z.number(),
  ceiling_m: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  source: z.string(),
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export const ZZonesResponse = z.object({
  zones: z.array(ZZoneFeature),
  /** True when more zones lie in the box than one answer carries: zoom in. */
  truncated: z.boolean(),
});
export type TZonesResponse = z.infer<typeof ZZonesResponse>;

/**
 * GET /airspace/aerodrome-zones?bbox=…: the zones the brand's rules draw around aerodromes, for
 * the map (decision 396). A box wider or taller than this is refused (422): zoom in.
 */
export const AERODROME_ZONES_MAX_SPAN_DEG = 5;
/** At most this many aerodromes in one answer; a box holding more is refused (422). */
export const AERODROME_ZONES_MAX_AERODROMES = 100;
const ZRingBand = z.object({
  class: ZZoneClass,
  /** Distance from the aerodrome's perimeter where the ring starts and ends, km. */
  from_km: z.number(),
  to_km: z.number(),
  /** Height flown without permission inside the ring, m (0 = permission from the ground). */
  free_height_m: z.number(),
});
export const ZAerodromeZone = ZRingBand.extend({
  aerodrome_ident: z.string(),
  aerodrome_name: z.string(),
  /** The ring: the outer circle, then (past the first ring) the inner circle as a hole. */
  polygon: z.array(z.array(z.tuple([z.number(), z.number()]))),
});
export const ZAerodromeZonesResponse = z.object({
  zones: z.array(ZAerodromeZone),
  /** The brand's rings, for the legend, whether or not any lies in the box. */
  rings: z.array(ZRingBand),
  authority: z.string(),
  /** `authority` as a code (decision 432); absent when the rules have none. */
  authority_code: ZCodedText.optional(),
});
export type TAerodromeZonesResponse = z.infer<typeof ZAerodromeZonesResponse>;

/** Zone file formats read by the import (decisions 391 and 394). */
export const ZZoneFileFormat = z.enum(['geojson', 'kml', 'kmz', 'openaip']);
export type TZoneFileFormat = z.infer<typeof ZZoneFileFormat>;

export const ZImportZoneFileRequest = z.object({
  /** The file's name: a file of the same name is replaced. */
  name: z.string().trim().min(1).max(200),
  format: ZZoneFileFormat,
  /** Where the zones come from ("AAI NOTAM 2026-11", "OpenAIP export"). */
  source: z.string().trim().min(1).max(500),
  /** The file's text (a KMZ: the zip as base64); the route's body limit bounds its size. */
  content: z.string().min(1),
  /** Used for features without their own values. */
  defaults: z
    .object({
      class: ZZoneClass.default('red'),
      floor_m: z.number().min(0).max(20_000).default(0),
      ceiling_m: z.number().min(0).max(20_000).default(20_000),
      valid_from: z.iso.datetime().nullable().default(null),
      valid_to: z.iso.datetime().nullable().default(null),
    })
    .prefault({}),
});
export type TImportZoneFileRequest = z.infer<typeof ZImportZoneFileRequest>;

export const ZZoneFile = z.object({
  id: z.string(),
  name: z.string(),
  format: ZZoneFileFormat,
  source: z.string(),
  zone_count: z.number(),
  imported_at: z.string(),
});
export const ZListZoneFilesResponse = z.object({ files: z.array(ZZoneFile) });
export const ZZoneFileParams = z.object({ fileId: z.string().min(1).max(100) });

/** A planner warning: the path enters a zone or climbs above a ceiling (issue 17 §2). */
export const ZPathWarning = z.object({
  kind: z.enum(['enters_zone', 'above_ceiling']),
  class: ZZoneClass,
  text: z.string(),
  /** `text` as PATH_WARNING_CODES; absent when the brand's permission sentence has no code. */
  text_code: ZCodedText.optional(),
});
export type TPathWarning = z.infer<typeof ZPathWarning>;

/** POST /company/{c}/sites/{id}/airspace/path: the planner's path (unsaved) at its height. */
export const ZPathCheckRequest = z.object({
  path: z
    .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]))
    .min(1)
    .max(10_000),
  height_m: z.number().min(0).max(500),
});
export type TPathCheckRequest = z.infer<typeof ZPathCheckRequest>;
export const ZPathCheckResponse = z.object({
  advisory: ZAdvisory,
  warnings: z.array(ZPathWarning),
});
export type TPathCheckResponse = z.infer<typeof ZPathCheckResponse>;

export const ZMissionHeightBasis = z.enum(['above_ground', 'assumed']);
export type TMissionHeightBasis = z.infer<typeof ZMissionHeightBasis>;

/** GET /company/{c}/missions/{id}/airspace: a saved mission's go/no-go with its height and drone. */
export const ZMissionAirspaceParams = z.object({
  companyId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
});
export const ZMissionAirspaceResponse = z.object({
  advisory: ZAdvisory,
  forecast: ZForecast,
  warnings: z.array(ZPathWarning),
  /**
   * The mission's highest point above the ground, m: converted from heights above take-off with
   * the site's elevation data ('above_ground'), or the planned height above take-off taken as
   * above the ground when the site has none ('assumed', said in height_note).
   */
  height_m: z.number(),
  height_basis: ZMissionHeightBasis,
  /** What the height is and how it was found, shown with it. */
  height_note: z.string().nullable(),
  /** `height_note` as a code ('height_assumed', 'height_above_ground' with its values). */
  height_note_code: ZCodedText.optional(),
  drone_id: z.string().nullable(),
});
export type TMissionAirspaceResponse = z.infer<typeof ZMissionAirspaceResponse>;
