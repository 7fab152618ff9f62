// Who may send which event on a stream's realtime channel (issue 12 §5, decision 324), as pure
// rules the server applies to every message and the web mirrors to enable its buttons.
// feature-areas §6: camera control only for members of the pilot's organisation (the stream's
// workspace, with the Streams right: guests and outsiders are not); the pilot may lock control.
import { isStreamFeatureAvailable, type StreamFeature } from '../version/stream-features.ts';
import { cameraFailureMessage, type CameraCommandArgs } from './camera-commands.ts';

export type StreamSender = {
  /** Whether the sender is a member of the stream's workspace whose role may watch streams. */
  mayWatch: boolean;
  /** Whether the sender is the stream's host (the pilot app signs in as the host). */
  isHost: boolean;
  /** Whether the pilot has locked camera control. */
  locked: boolean;
};

export type StreamEventVerdict = { ok: true } | { ok: false; type: string; message: string };

const PILOT_ONLY = new Set([
  'drone_state',
  'drone_camera_state',
  'weather_state',
  'drone_camera_command_result',
  'camera_control',
]);

const OK: StreamEventVerdict = { ok: true };

/**
 * Whether `sender` may send event `name` (with `command` for camera commands).
 *
 * @example
 * streamEventVerdict('drone_camera_command', { mayWatch: true, isHost: false, locked: true },
 *   'capture_photo'); // { ok: false, type: 'camera_control_locked', … }
 * streamEventVerdict('drone_camera_command', { mayWatch: true, isHost: false, locked: true },
 *   'get_drone_camera_state'); // { ok: true }: reading the state changes nothing
 */
export function streamEventVerdict(
  name: string,
  sender: StreamSender,
  command?: string,
): StreamEventVerdict {
  if (!sender.mayWatch) {
    return {
      ok: false,
      type: 'forbidden',
      message: "Only members of the pilot's organisation may control this stream.",
    };
  }
  if (PILOT_ONLY.has(name)) {
    return sender.isHost
      ? OK
      : {
          ok: false,
          type: 'not_the_pilot',
          message: `Only the pilot app of this stream may send ${name}.`,
        };
  }
  if (name === 'drone_camera_command' && command !== 'get_drone_camera_state') {
    if (sender.locked && !sender.isHost) {
      return {
        ok: false,
        type: 'camera_control_locked',
        message: 'The pilot has locked camera control. Ask the pilot to unlock it.',
      };
    }
  }
  return OK;
}

/** The version-gated feature each camera command needs (platform-core §4). */
export const COMMAND_FEATURE: Readonly<Record<string, StreamFeature | null>> = {
  get_drone_camera_state: null,
  set_drone_camera_mode: 'camera_mode_switch',
  toggle_video_record: 'video_record',
  capture_photo: 'photo_capture',
  set_gimbal_pitch: 'gimbal_pitch',
  set_lens_type: 'lens_switch',
};

/**
 * Whether the pilot app of `version` takes `command`; unknown commands never.
 *
 * @example
 * commandAvailable('set_lens_type', '2024.12-beta'); // true
 * commandAvailable('capture_photo', '2024.11.9'); // false
 */
export function commandAvailable(command: string, version: string | null | undefined): boolean {
  if (!(command in COMMAND_FEATURE)) return false;
  const feature = COMMAND_FEATURE[command];
  return feature === null || isStreamFeatureAvailable(feature!, version);
}

/**
 * The §8 message for a failed command request (the contract's request shape).
 *
 * @example
 * failureMessageFor({ command: 'set_gimbal_pitch', pitch: -30 }); // 'Unable to set gimbal pitch to -30°'
 */
export function failureMessageFor(request: { command: string } & CameraCommandArgs): string {
  return cameraFailureMessage(request.command, request);
}
