// Drone camera commands of the stream pages (feature-areas §7) and the exact failure messages of
// feature-areas §8, in one place for the web's controls and the pilot-app simulator.

/** The realtime camera commands a viewer of the pilot's organisation may send. */
export const CAMERA_COMMANDS = [
  'get_drone_camera_state',
  'set_drone_camera_mode',
  'toggle_video_record',
  'capture_photo',
  'set_gimbal_pitch',
  'set_lens_type',
] as const;
export type CameraCommand = (typeof CAMERA_COMMANDS)[number];

export type CameraCommandArgs = {
  /** set_drone_camera_mode: 'photo' or 'video'. */
  mode?: string;
  /** toggle_video_record: whether recording was being started (true) or stopped. */
  start?: boolean;
  /** set_gimbal_pitch: degrees, -90 to 0. */
  pitch?: number;
  /** set_lens_type: 'wide', 'zoom' or 'ir'. */
  lens?: string;
};

const LENS_LABELS: Record<string, string> = { wide: 'Wide', zoom: 'Zoom', ir: 'IR' };

/**
 * The toast for a camera command that failed (feature-areas §8).
 *
 * @example
 * cameraFailureMessage('set_gimbal_pitch', { pitch: -45 }); // 'Unable to set gimbal pitch to -45°'
 * cameraFailureMessage('set_lens_type', { lens: 'ir' }); // 'Unable to switch to IR lens'
 */
export function cameraFailureMessage(command: string, args: CameraCommandArgs = {}): string {
  switch (command) {
    case 'set_drone_camera_mode':
      return args.mode ? `Unable to switch to ${args.mode} mode` : 'Unable to perform action';
    case 'toggle_video_record':
      return `Unable to ${args.start === false ? 'stop' : 'start'} video recording`;
    case 'capture_photo':
      return 'Unable to capture photo';
    case 'set_gimbal_pitch':
      return typeof args.pitch === 'number' && Number.isFinite(args.pitch)
        ? `Unable to set gimbal pitch to ${args.pitch}°`
        : 'Unable to perform action';
    case 'set_lens_type': {
      const label = args.lens ? LENS_LABELS[args.lens.toLowerCase()] : undefined;
      return label ? `Unable to switch to ${label} lens` : 'Unable to perform action';
    }
    default:
      return 'Unable to perform action';
  }
}
