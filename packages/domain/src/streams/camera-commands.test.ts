import { describe, expect, it } from 'vitest';
import { cameraFailureMessage } from './camera-commands.ts';

describe('camera command failure messages (feature-areas §8)', () => {
  it('names what failed', () => {
    expect(cameraFailureMessage('set_drone_camera_mode', { mode: 'video' })).toBe(
      'Unable to switch to video mode',
    );
    expect(cameraFailureMessage('toggle_video_record', { start: true })).toBe(
      'Unable to start video recording',
    );
    expect(cameraFailureMessage('toggle_video_record', { start: false })).toBe(
      'Unable to stop video recording',
    );
    expect(cameraFailureMessage('capture_photo')).toBe('Unable to capture photo');
    expect(cameraFailureMessage('set_gimbal_pitch', { pitch: -45 })).toBe(
      'Unable to set gimbal pitch to -45°',
    );
    expect(cameraFailureMessage('set_lens_type', { lens: 'wide' })).toBe(
      'Unable to switch to Wide lens',
    );
    expect(cameraFailureMessage('set_lens_type', { lens: 'ZOOM' })).toBe(
      'Unable to switch to Zoom lens',
    );
    expect(cameraFailureMessage('set_lens_type', { lens: 'ir' })).toBe(
      'Unable to switch to IR lens',
    );
  });
  it('falls back for anything else', () => {
    expect(cameraFailureMessage('fly_home')).toBe('Unable to perform action');
    expect(cameraFailureMessage('set_lens_type', { lens: 'fisheye' })).toBe(
      'Unable to perform action',
    );
    expect(cameraFailureMessage('set_gimbal_pitch', { pitch: Number.NaN })).toBe(
      'Unable to perform action',
    );
  });
});
