// Camera and gimbal control of a live stream over the realtime socket (issue 12 §5,
// feature-areas §7; docs/decisions/324). The channel `stream:<stream id>` carries, with data:
// from the pilot app (the stream's host only) its drone, camera and weather state, its answers to
// camera commands and its control lock; from viewers (members of the stream's workspace) camera
// commands, weather requests and annotations. Browsers and the pilot app send these as
// `{type:'send', channel, ref, event}`; the server checks each one, stamps who sent it and when,
// and publishes it as `stream.<name>` on the channel.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';

export const CAMERA_MODES = ['photo', 'video'] as const;
export const ZCameraMode = z.enum(CAMERA_MODES);
export const LENS_TYPES = ['wide', 'zoom', 'ir'] as const;
export const ZLensType = z.enum(LENS_TYPES);
export type TLensType = z.infer<typeof ZLensType>;
export type TCameraMode = z.infer<typeof ZCameraMode>;

/** The gimbal's pitch range in degrees (0 ahead, -90 straight down, a little up allowed). */
export const GIMBAL_PITCH_MIN = -90;
export const GIMBAL_PITCH_MAX = 30;

/** One camera command of feature-areas §7 with its argument (the same shape as the §8 helper). */
export const ZCameraCommandRequest = z.discriminatedUnion('command', [
  z.object({ command: z.literal('get_drone_camera_state') }).strict(),
  z.object({ command: z.literal('set_drone_camera_mode'), mode: ZCameraMode }).strict(),
  z.object({ command: z.literal('toggle_video_record'), start: z.boolean() }).strict(),
  z.object({ command: z.literal('capture_photo') }).strict(),
  z
    .object({
      command: z.literal('set_gimbal_pitch'),
      pitch: z.number().int().min(GIMBAL_PITCH_MIN).max(GIMBAL_PITCH_MAX),
    })
    .strict(),
  z.object({ command: z.literal('set_lens_type'), lens: ZLensType }).strict(),
]);
export type TCameraCommandRequest = z.infer<typeof ZCameraCommandRequest>;

/** A client-made id pairing a command with its answer (letters, digits, dashes). */
const ZCommandId = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Use 1-40 letters, digits or dashes.');
const ZPercent = z.number().min(0).max(100);
const ZAppVersion = z.string().trim().min(1).max(40);

export const ZDroneCameraState = z
  .object({
    /** The pilot app's version: which controls the web offers (platform-core §4). */
    app_version: ZAppVersion,
    mode: ZCameraMode,
    recording: z.boolean(),
    lens: ZLensType,
    gimbal_pitch: z.number().min(GIMBAL_PITCH_MIN).max(GIMBAL_PITCH_MAX),
    /** Lenses this camera has (a thermal-less drone has no 'ir'). */
    lenses: z.array(ZLensType).min(1).max(3),
    photos_taken: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type TDroneCameraState = z.infer<typeof ZDroneCameraState>;

export const ZStreamDroneState = z
  .object({
    app_version: ZAppVersion,
    battery_percent: ZPercent,
    rc_battery_percent: ZPercent,
    /** 'ok', or what needs the pilot's eye (drone health view, from 2025.1). */
    health: z.enum(['ok', 'warning', 'critical']),
    health_note: z.string().max(120).nullable(),
    altitude_m: z.number().min(-1000).max(10_000),
    speed_ms: z.number().min(0).max(200),
    heading_deg: z.number().min(0).max(360),
    lng: z.number().min(-180).max(180),
    lat: z.number().min(-90).max(90),
  })
  .strict();
export type TStreamDroneState = z.infer<typeof ZStreamDroneState>;

export const ZWeatherState = z
  .object({
    wind_speed_ms: z.number().min(0).max(100),
    wind_direction_deg: z.number().min(0).max(360),
    temperature_c: z.number().min(-80).max(70),
    condition: z.string().trim().min(1).max(40),
  })
  .strict();
export type TWeatherState = z.infer<typeof ZWeatherState>;

/** Positions are fractions of the video frame (0,0 top left), so every screen size agrees. */
const ZFraction = z.number().min(0).max(1);
export const ZAnnotationDraft = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('point'), x: ZFraction, y: ZFraction, label: z.string().max(60) }),
  z.object({
    kind: z.literal('box'),
    x: ZFraction,
    y: ZFraction,
    w: ZFraction,
    h: ZFraction,
    label: z.string().max(60),
  }),
]);
export type TAnnotationDraft = z.infer<typeof ZAnnotationDraft>;

export const ZAnnotation = z.intersection(
  ZAnnotationDraft,
  z.object({
    id: ZId,
    author: z.object({ id: ZId, name: z.string().nullable() }),
    created_at: ZIsoDateTime,
  }),
);
export type TAnnotation = z.infer<typeof ZAnnotation>;

/** A stream keeps at most this many annotations; the oldest must be removed first. */
export const MAX_STREAM_ANNOTATIONS = 100;

/** Who sent a published event, stamped by the server. */
export const ZEventSender = z.object({ id: ZId, name: z.string().nullable() });
export type TEventSender = z.infer<typeof ZEventSender>;

/** What a browser or the pilot app sends on `stream:<id>`, one event per `send` message. */
export const ZStreamClientEvent = z.discriminatedUnion('name', [
  // Viewers (members of the pilot's organisation).
  z.object({
    name: z.literal('drone_camera_command'),
    data: z.object({ command_id: ZCommandId, request: ZCameraCommandRequest }).strict(),
  }),
  z.object({ name: z.literal('weather_request'), data: z.object({}).strict() }),
  z.object({
    name: z.literal('annotations_request'),
    data: z.discriminatedUnion('action', [
      z.object({ action: z.literal('add'), annotation: ZAnnotationDraft }),
      z.object({ action: z.literal('remove'), id: ZId }),
      z.object({ action: z.literal('clear') }),
    ]),
  }),
  // The pilot app (the stream's host).
  z.object({ name: z.literal('drone_state'), data: ZStreamDroneState }),
  z.object({ name: z.literal('drone_camera_state'), data: ZDroneCameraState }),
  z.object({ name: z.literal('weather_state'), data: ZWeatherState }),
  z.object({
    name: z.literal('drone_camera_command_result'),
    data: z
      .object({
        command_id: ZCommandId,
        request: ZCameraCommandRequest,
        ok: z.boolean(),
        /** The app's own reason, for logs; the web shows the §8 message. */
        reason: z.string().max(200).nullable(),
      })
      .strict(),
  }),
  z.object({
    name: z.literal('camera_control'),
    data: z.object({ locked: z.boolean() }).strict(),
  }),
]);
export type TStreamClientEvent = z.infer<typeof ZStreamClientEvent>;
export type TStreamClientEventName = TStreamClientEvent['name'];

/** The events only the stream's host (the pilot app) may send. */
export const PILOT_EVENTS: readonly TStreamClientEventName[] = [
  'drone_state',
  'drone_camera_state',
  'weather_state',
  'drone_camera_command_result',
  'camera_control',
];

/** Who controls the camera now and whether the pilot locked control (server state). */
export const ZCameraControl = z.object({
  locked: z.boolean(),
  /** The last member whose camera command went through; null before any. */
  controller: ZEventSender.nullable(),
});
export type TCameraControl = z.infer<typeof ZCameraControl>;

const stamped = <N extends string, D extends z.ZodType>(name: N, data: D) =>
  z.object({ name: z.literal(name), data, by: ZEventSender, at: ZIsoDateTime });

/** What the server publishes on `stream:<id>` (part of ZRealtimeEvent). */
export const ZStreamChannelEvents = [
  stamped('stream.drone_state', ZStreamDroneState),
  stamped('stream.drone_camera_state', ZDroneCameraState),
  stamped('stream.weather_state', ZWeatherState),
  stamped('stream.weather_request', z.object({})),
  stamped(
    'stream.drone_camera_command',
    z.object({ command_id: ZCommandId, request: ZCameraCommandRequest }),
  ),
  stamped(
    'stream.drone_camera_command_result',
    z.object({
      command_id: ZCommandId,
      request: ZCameraCommandRequest,
      ok: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  /** The control state; sent on every change and to each new listener. */
  stamped('stream.camera_control', ZCameraControl),
  /** Every annotation of the stream; sent on every change and to each new listener. */
  stamped('stream.annotations_state', z.object({ annotations: z.array(ZAnnotation) })),
] as const;

/** Client → server messages, and how often (a token bucket per socket). */
export const REALTIME_SEND_RATE = { perSecond: 20, burst: 40 } as const;
