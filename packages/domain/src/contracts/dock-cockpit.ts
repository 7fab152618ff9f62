// The dock cockpit (issue 11 §4 rest, §6): custom flight areas (geozones) synced to the docks,
// flight authority, dock livestreams and confirmed remote actions. Paths sit under
// /company/{c}/docks/{id}/… like the rest of the dock API (docs/decisions/300, 310).
import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';

/** Custom flight areas one workspace may keep (one GeoJSON file goes to every dock). */
export const DOCK_GEOZONES_MAX = 100;
/** Corners of one polygon area. */
export const DOCK_GEOZONE_VERTICES_MAX = 500;
export const DOCK_GEOZONE_NAME_MAX = 50;

export const ZGeozoneParams = z.object({ companyId: ZId, id: ZId, zoneId: ZId });

/** dfence: the aircraft may not leave it; nfz: it may not enter it (dji-cloud-api.md §7.4). */
export const ZGeozoneKind = z.enum(['dfence', 'nfz']);

const ZRing = z
  .array(ZLngLat)
  .min(3, 'A polygon needs at least 3 corners.')
  .max(DOCK_GEOZONE_VERTICES_MAX, `At most ${DOCK_GEOZONE_VERTICES_MAX} corners.`);

export const ZGeozoneShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('polygon'), coordinates: ZRing }).strict(),
  z
    .object({
      type: z.literal('circle'),
      center: ZLngLat,
      /** Metres. */
      radius: z.number().min(10).max(50_000),
    })
    .strict(),
]);
export type TGeozoneShape = z.infer<typeof ZGeozoneShape>;

export const ZGeozoneInput = z
  .object({
    name: z.string().trim().min(1).max(DOCK_GEOZONE_NAME_MAX),
    kind: ZGeozoneKind,
    shape: ZGeozoneShape,
    enabled: z.boolean().default(true),
  })
  .strict();
export type TGeozoneInput = z.infer<typeof ZGeozoneInput>;

export const ZGeozonePatch = ZGeozoneInput.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send name, kind, shape or enabled.');
export type TGeozonePatch = z.infer<typeof ZGeozonePatch>;

export const ZGeozone = z.object({
  id: ZId,
  name: z.string(),
  kind: ZGeozoneKind,
  shape: ZGeozoneShape,
  enabled: z.boolean(),
  updated_at: ZIsoDateTime,
});
export type TGeozone = z.infer<typeof ZGeozone>;

/** The dock's last flight_areas_sync_progress (status as the dock sent it; unknown ones too). */
export const ZGeozoneSync = z.object({
  status: z.string(),
  reason: z.number().nullable(),
  reason_text: z.string().nullable(),
  checksum: z.string().nullable(),
  at: ZIsoDateTime,
});

export const ZGeozonesResponse = z.object({
  geozones: z.array(ZGeozone),
  /** SHA-256 of the file the docks should hold now; null when there are no areas. */
  checksum: z.string().nullable(),
  sync: ZGeozoneSync.nullable(),
});
export type TGeozonesResponse = z.infer<typeof ZGeozonesResponse>;

// Flight authority (feature-areas §3 "Dock authority request": user_id, domain, payload_index,
// accepted).
export const ZAuthorityDomain = z.enum(['flight', 'payload']);
export const ZAuthorityRequest = z
  .object({
    domain: ZAuthorityDomain.default('flight'),
    /** Payload authority only, e.g. "81-0-0". */
    payload_index: z
      .string()
      .regex(/^\d{1,3}-\d{1,3}-\d{1,3}$/)
      .optional(),
  })
  .strict();
export const ZAuthorityActionQuery = z.object({ authority_holder_id: ZId });
export const ZAuthorityAction = z.object({ user_id: ZId, accepted: z.boolean() }).strict();

export const ZAuthorityHolder = z.object({
  user_id: ZId,
  name: z.string(),
  profile_picture: z.string().nullable(),
  since: ZIsoDateTime,
});
export const ZAuthorityPending = z.object({
  user_id: ZId,
  name: z.string(),
  domain: ZAuthorityDomain,
  payload_index: z.string().nullable(),
  at: ZIsoDateTime,
});
export const ZAuthorityState = z.object({
  holder: ZAuthorityHolder.nullable(),
  /** The aircraft's own control_source ("" nobody, "A"/"B" a device slot, else a cloud client). */
  control_source: z.string().nullable(),
  pending: z.array(ZAuthorityPending),
});
export type TAuthorityState = z.infer<typeof ZAuthorityState>;
export const ZAuthorityRequestResponse = z.object({
  user_id: ZId,
  domain: ZAuthorityDomain,
  payload_index: z.string().nullable(),
  /** true: granted now; null: waiting for the holder's answer. */
  accepted: z.boolean().nullable(),
  authority: ZAuthorityState,
});
export type TAuthorityRequestResponse = z.infer<typeof ZAuthorityRequestResponse>;

// Dock livestreams (feature-areas §7: start, token, stop per active feed).
export const ZDockCamera = z.enum(['dock', 'drone']);
export const ZDockLiveStart = z
  .object({
    camera: ZDockCamera.default('dock'),
    /** 0 adaptive … 4 ultra HD (dji-cloud-api.md §5.3). */
    video_quality: z.number().int().min(0).max(4).default(0),
  })
  .strict();
export const ZVideoId = z
  .string()
  .min(3)
  .max(200)
  .regex(
    /^[A-Za-z0-9._-]+\/[\d-]+\/[a-z]+-\d+$/,
    'A video_id is {sn}/{camera_index}/{video_index}.',
  );
export const ZDockLiveStop = z.object({ video_id: ZVideoId }).strict();
export const ZDockLiveTokenQuery = z.object({ video_id: ZVideoId });
export const ZDockLive = z.object({
  video_id: z.string(),
  stream_id: ZId,
  /** Same-origin HTTP-FLV with its viewer token (decision 320); null until the push is live. */
  flv_url: z.string().nullable(),
});
export type TDockLive = z.infer<typeof ZDockLive>;

// Confirmed actions (dji-cloud-api.md §6.1, §8): each answers with the dock's reply.
export const DOCK_ACTIONS = [
  'return_home',
  'return_home_cancel',
  'cancel_task',
  'cover_open',
  'cover_close',
  'drone_open',
  'drone_close',
] as const;
export const ZDockActionName = z.enum(DOCK_ACTIONS);
export type TDockActionName = z.infer<typeof ZDockActionName>;
export const ZDockActionParams = z.object({
  companyId: ZId,
  id: ZId,
  action: ZDockActionName,
});
export const ZDockActionBody = z
  .object({ flight_id: z.string().min(1).max(64).optional() })
  .strict()
  .nullish();
export const ZDockActionReply = z.object({
  action: ZDockActionName,
  /** The service(s) sent, in order (remote debugging is opened first when needed). */
  methods: z.array(z.string()),
  /** The dock's result code: 0 success. */
  result: z.number(),
  message: z.string(),
  output: z.record(z.string(), z.unknown()),
});
export type TDockActionReply = z.infer<typeof ZDockActionReply>;
