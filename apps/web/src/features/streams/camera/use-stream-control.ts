// A stream page's live link to the pilot app (issue 12 §5, decision 324): listens to the
// stream's realtime channel, keeps the latest drone, camera, weather, control and annotation
// state, and sends camera commands and annotations. A command's failure shows the exact §8
// message when the pilot app is new enough to report it (platform-core §4); a refusal by the
// server (control locked, not a member, too many messages) shows the server's sentence.
import { isStreamFeatureAvailable, type StreamFeature } from '@sortie/domain';
import {
  realtimeChannel,
  type TAnnotation,
  type TAnnotationDraft,
  type TCameraCommandRequest,
  type TCameraControl,
  type TDroneCameraState,
  type TRealtimeEvent,
  type TStreamDroneState,
  type TWeatherState,
} from '@sortie/domain/contracts';
import { useCallback, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { sendRealtimeEvent, useRealtimeChannel } from '../../../lib/realtime.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The §8 message of a failed command (feature-areas §8, the same sentences as the domain's
 * cameraFailureMessage in English), in the reader's language.
 */
export function failureText(t: TFunction<'streams'>, request: TCameraCommandRequest): string {
  switch (request.command) {
    case 'set_drone_camera_mode':
      return t('camera.failure.mode', { mode: t(`camera.modeName.${request.mode}`) });
    case 'toggle_video_record':
      return t(request.start ? 'camera.failure.startRecording' : 'camera.failure.stopRecording');
    case 'capture_photo':
      return t('camera.failure.photo');
    case 'set_gimbal_pitch':
      return t('camera.failure.gimbal', { pitch: request.pitch });
    case 'set_lens_type':
      return t('camera.failure.lens', { lens: t(`camera.lens.${request.lens}`) });
    case 'get_drone_camera_state':
      return t('camera.failure.other');
  }
}

/** A command the pilot app has not answered by then counts as failed. */
export const COMMAND_TIMEOUT_MS = 15_000;

export type StreamControlState = {
  camera: TDroneCameraState | null;
  drone: TStreamDroneState | null;
  weather: TWeatherState | null;
  control: TCameraControl | null;
  annotations: TAnnotation[];
  /** Commands sent and not answered yet, by command name (buttons show progress). */
  pending: ReadonlySet<string>;
};

export type StreamControl = StreamControlState & {
  /** The pilot app's version, from its latest state. */
  appVersion: string | null;
  has: (feature: StreamFeature) => boolean;
  command: (request: TCameraCommandRequest) => void;
  annotate: (draft: TAnnotationDraft) => void;
  removeAnnotation: (id: string) => void;
  clearAnnotations: () => void;
  setLocked: (locked: boolean) => void;
};

const EMPTY: StreamControlState = {
  camera: null,
  drone: null,
  weather: null,
  control: null,
  annotations: [],
  pending: new Set(),
};

let commandCount = 0;
const newCommandId = () => {
  commandCount += 1;
  return `w${Date.now().toString(36)}-${commandCount}`;
};

/** Null `streamId`: not connected (a signed-out viewer of a public stream). */
export function useStreamControl(streamId: string | null): StreamControl {
  const [state, setState] = useState<StreamControlState>(EMPTY);
  const channel = streamId ? realtimeChannel.stream(streamId) : null;
  /** My commands in flight: id → request and its timeout. */
  const mine = useRef(
    new Map<string, { request: TCameraCommandRequest; timer: ReturnType<typeof setTimeout> }>(),
  );
  const asked = useRef({ camera: false, weather: false });
  const versionRef = useRef<string | null>(null);
  const { t } = useTranslation('streams');
  // The latest `t` for callbacks made once (a language switch must not re-create them).
  const tRef = useRef(t);
  tRef.current = t;

  const send = useCallback(
    (event: Parameters<typeof sendRealtimeEvent>[1]) => {
      if (!channel) return Promise.resolve(false);
      return sendRealtimeEvent(channel, event).then((result) => {
        if (!result.ok && result.type !== 'offline') {
          // The server's sentence in English; in Hindi the catalogue's, by refusal type.
          notifyError(tRef.current(`refusal.${result.type}`, { defaultValue: result.message }));
        }
        return result.ok;
      });
    },
    [channel],
  );

  const settle = useCallback((commandId: string, ok: boolean) => {
    const entry = mine.current.get(commandId);
    if (!entry) return;
    clearTimeout(entry.timer);
    mine.current.delete(commandId);
    setState((s) => {
      const pending = new Set(s.pending);
      pending.delete(entry.request.command);
      return { ...s, pending };
    });
    // The error view is a 2025.1 feature of the pilot app (platform-core §4).
    if (!ok && isStreamFeatureAvailable('camera_control_error', versionRef.current)) {
      notifyError(failureText(tRef.current, entry.request));
    }
  }, []);

  const onEvent = useCallback(
    (event: TRealtimeEvent) => {
      switch (event.name) {
        case 'stream.camera_control':
          setState((s) => ({ ...s, control: event.data }));
          // Sent right after our subscription: now ask the pilot app for its camera state.
          if (!asked.current.camera) {
            asked.current.camera = true;
            void send({
              name: 'drone_camera_command',
              data: { command_id: newCommandId(), request: { command: 'get_drone_camera_state' } },
            });
          }
          return;
        case 'stream.drone_camera_state':
          versionRef.current = event.data.app_version;
          setState((s) => ({ ...s, camera: event.data }));
          if (
            !asked.current.weather &&
            isStreamFeatureAvailable('weather', event.data.app_version)
          ) {
            asked.current.weather = true;
            void send({ name: 'weather_request', data: {} });
          }
          return;
        case 'stream.drone_state':
          setState((s) => ({ ...s, drone: event.data }));
          return;
        case 'stream.weather_state':
          setState((s) => ({ ...s, weather: event.data }));
          return;
        case 'stream.annotations_state':
          setState((s) => ({ ...s, annotations: event.data.annotations }));
          return;
        case 'stream.drone_camera_command_result':
          settle(event.data.command_id, event.data.ok);
          return;
        case 'stream.drone_camera_command':
        case 'stream.weather_request':
        case 'sites.changed':
        case 'docks.changed':
        case 'docks.state':
        case 'streams.changed':
        case 'streams.recording':
          // For the pilot app, or for other channels.
          return;
      }
    },
    [send, settle],
  );
  useRealtimeChannel(channel, onEvent);

  const command = useCallback(
    (request: TCameraCommandRequest) => {
      const commandId = newCommandId();
      const timer = setTimeout(() => settle(commandId, false), COMMAND_TIMEOUT_MS);
      mine.current.set(commandId, { request, timer });
      setState((s) => ({ ...s, pending: new Set(s.pending).add(request.command) }));
      void send({ name: 'drone_camera_command', data: { command_id: commandId, request } }).then(
        (ok) => {
          // Refused by the server: its sentence is shown; nothing will answer.
          if (!ok) {
            clearTimeout(timer);
            mine.current.delete(commandId);
            setState((s) => {
              const pending = new Set(s.pending);
              pending.delete(request.command);
              return { ...s, pending };
            });
          }
        },
      );
    },
    [send, settle],
  );

  const appVersion = state.camera?.app_version ?? state.drone?.app_version ?? null;
  return {
    ...state,
    appVersion,
    has: (feature) => isStreamFeatureAvailable(feature, appVersion),
    command,
    annotate: (draft) =>
      void send({ name: 'annotations_request', data: { action: 'add', annotation: draft } }),
    removeAnnotation: (id) =>
      void send({ name: 'annotations_request', data: { action: 'remove', id } }),
    clearAnnotations: () => void send({ name: 'annotations_request', data: { action: 'clear' } }),
    setLocked: (locked) => void send({ name: 'camera_control', data: { locked } }),
  };
}
