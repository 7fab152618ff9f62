// Docks (issue 11, feature-areas §3/§7): the bound docks of a workspace, their live state, the
// edit of call sign and location (If-Match), and the binding code of Settings → Dock.
// Live state keeps every property the dock sent (`properties`), known or not: new firmware adds
// fields and enum values, and they are shown rather than rejected (dji-cloud-api.md §9, §10).
import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';

export const DOCK_CALL_SIGN_MAX = 50;
export const DOCK_LOCATION_MAX = 200;
/** Serial numbers one GET docks/states may name (bounded work per request). */
export const DOCK_STATES_MAX_SNS = 100;
/** Docks one binding code may bind (a simulator or an installer with several docks). */
export const BIND_CODE_MAX_DOCKS = 100;

export const ZDockParams = z.object({ companyId: ZId, id: ZId });

export const ZDrone = z.object({
  sn: z.string(),
  model_key: z.string().nullable(),
  model_name: z.string(),
  picture_url: z.string().nullable(),
});

export const ZDock = z.object({
  id: ZId,
  sn: z.string(),
  call_sign: z.string(),
  /** Free text; null shows 'Location N/A'. */
  location: z.string().nullable(),
  location_coordinates: ZLngLat.nullable(),
  model_key: z.string().nullable(),
  model_name: z.string(),
  picture_url: z.string().nullable(),
  /** Whether the dock reports rainfall (Dock 2 and 3 do). */
  rainfall: z.boolean(),
  drone: ZDrone.nullable(),
  thing_version: z.string().nullable(),
  bound_at: ZIsoDateTime,
  etag: z.string(),
});
export type TDock = z.infer<typeof ZDock>;

export const ZDocksResponse = z.object({ docks: z.array(ZDock) });

const trimmedCallSign = z
  .string()
  .trim()
  .min(1, 'The call sign cannot be empty.')
  .max(DOCK_CALL_SIGN_MAX, `At most ${DOCK_CALL_SIGN_MAX} characters.`);

export const ZPatchDockRequest = z
  .object({
    call_sign: trimmedCallSign.optional(),
    location: z.string().trim().min(1).max(DOCK_LOCATION_MAX).nullable().optional(),
    location_coordinates: ZLngLat.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send call_sign, location or location_coordinates.');
export type TPatchDockRequest = z.infer<typeof ZPatchDockRequest>;

/** The state pill of the dock card (feature-areas §4, first match wins). */
export const DOCK_PILLS = [
  'offline',
  'on_mission',
  'flying',
  'battery_low',
  'rain',
  'gust',
  'ready',
] as const;
export const ZDockPill = z.object({
  kind: z.enum(DOCK_PILLS),
  label: z.string(),
  color: z.enum(['red', 'amber', 'green', 'blue']),
});
export type TDockPill = z.infer<typeof ZDockPill>;

/**
 * A sentence the server writes, as a stable code and the values it names (decision 433): the web
 * writes it in the reader's language; the English sentence beside it stays for API clients and
 * logs. Codes are open strings: a client shows the English for a code it has no words for.
 */
export const ZDockWordCode = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TDockWordCode = z.infer<typeof ZDockWordCode>;

export const ZHmsMessage = z.object({
  level: z.number().nullable(),
  code: z.string(),
  device_domain: z.number().nullable(),
  description: z.string(),
  /**
   * The description's text key (dock_tip_<code>, fpv_tip_<code>[_in_the_sky]) and its filled
   * indexes; null when the code has no text ("HMS <code>"). Optional: older servers omit it.
   */
  description_code: ZDockWordCode.nullable().optional(),
});

export const ZDroneState = z.object({
  sn: z.string(),
  online: z.boolean(),
  mode_code: z.number().nullable(),
  wind_speed: z.number().nullable(),
  capacity_percent: z.number().nullable(),
  low_battery_warning_threshold: z.number().nullable(),
  charging: z.boolean(),
  last_seen: ZIsoDateTime.nullable(),
  properties: z.record(z.string(), z.unknown()),
});

export const ZDockState = z.object({
  sn: z.string(),
  online: z.boolean(),
  last_seen: ZIsoDateTime.nullable(),
  mode_code: z.number().nullable(),
  rainfall: z.number().nullable(),
  wind_speed: z.number().nullable(),
  drone_in_dock: z.boolean().nullable(),
  drone_battery_percent: z.number().nullable(),
  drone_charging: z.boolean(),
  backup_battery: z.boolean(),
  flight_authority: z
    .object({ name: z.string(), profile_picture: z.string().nullable() })
    .nullable(),
  hms: z.array(ZHmsMessage),
  active_feeds: z.array(z.object({ video_id: z.string() })),
  drone: ZDroneState.nullable(),
  thing_version: z.string().nullable(),
  pill: ZDockPill,
  /** Every property the dock sent, merged (unknown ones too). */
  properties: z.record(z.string(), z.unknown()),
});
export type TDockState = z.infer<typeof ZDockState>;

/** `device_sn_list` is a JSON array of serials (feature-areas §7). */
export const ZDockStatesQuery = z.object({ device_sn_list: z.string().max(8_000) });
export const ZDockStatesResponse = z.object({ docks: z.array(ZDockState) });

export const ZGenerateBindCodeRequest = z
  .object({ dock_count: z.number().int().min(1).max(BIND_CODE_MAX_DOCKS).default(1) })
  .strict()
  .default({ dock_count: 1 });

/** What Settings → Dock shows: the code, the organisation id and the dock's MQTT login. */
export const ZBindCodeResponse = z.object({
  bind_code: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  expires_at: ZIsoDateTime,
  dock_count: z.number().int(),
  mqtt: z.object({
    /** mqtt://host:port as the dock should reach it; null when the server cannot tell. */
    url: z.string().nullable(),
    username: z.string(),
    /** Shown once: only its hash is stored. */
    password: z.string(),
  }),
});
export type TBindCodeResponse = z.infer<typeof ZBindCodeResponse>;
