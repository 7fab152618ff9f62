// Stream control features by the pilot app's software version (platform-core §4,
// feature-areas §4). Older apps do not answer the newer realtime commands, so the web hides
// those controls instead of sending commands that would time out.
import { isVersionAtLeast } from './compare.ts';

/**
 * Each stream feature with the first app version that supports it and what it shows.
 *
 * @example
 * STREAM_FEATURES.find((f) => f.key === 'weather')?.since; // '2025.1'
 */
export const STREAM_FEATURES = [
  { key: 'drone_battery', since: '2024.12', label: 'Drone battery view' },
  { key: 'rc_battery', since: '2024.12', label: 'Remote-control battery view' },
  { key: 'camera_mode_switch', since: '2024.12', label: 'Camera mode switch' },
  { key: 'video_record', since: '2024.12', label: 'Video record' },
  { key: 'photo_capture', since: '2024.12', label: 'Photo capture' },
  { key: 'gimbal_pitch', since: '2024.12', label: 'Gimbal pitch' },
  { key: 'lens_switch', since: '2024.12', label: 'Lens switch' },
  { key: 'fov_lock', since: '2024.12', label: 'Field-of-view lock' },
  { key: 'camera_control_lock', since: '2025.1', label: 'Camera control lock' },
  { key: 'drone_health', since: '2025.1', label: 'Drone health view' },
  { key: 'weather', since: '2025.1', label: 'Weather view' },
  { key: 'camera_control_error', since: '2025.1', label: 'Camera control error view' },
] as const;

/** A version-gated stream feature key. */
export type StreamFeature = (typeof STREAM_FEATURES)[number]['key'];

/**
 * True when a stream from an app of `version` supports `feature`.
 *
 * @example
 * isStreamFeatureAvailable('weather', '2024.12'); // false
 * isStreamFeatureAvailable('video_record', '2024.12-beta'); // true
 */
export function isStreamFeatureAvailable(
  feature: StreamFeature,
  version: string | null | undefined,
): boolean {
  const entry = STREAM_FEATURES.find((f) => f.key === feature);
  return entry !== undefined && isVersionAtLeast(version, entry.since);
}

/**
 * Every stream feature available to an app of `version`, in STREAM_FEATURES order.
 *
 * @example
 * streamFeaturesFor('2024.11'); // []
 * streamFeaturesFor('2025.1').length; // 12
 */
export function streamFeaturesFor(version: string | null | undefined): StreamFeature[] {
  return STREAM_FEATURES.filter((f) => isVersionAtLeast(version, f.since)).map((f) => f.key);
}
