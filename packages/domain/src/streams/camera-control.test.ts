import { describe, expect, it } from 'vitest';
import { isStreamFeatureAvailable, streamFeaturesFor } from '../version/stream-features.ts';
import { commandAvailable, streamEventVerdict } from './camera-control.ts';

const member = { mayWatch: true, isHost: false, locked: false };
const pilot = { mayWatch: true, isHost: true, locked: false };
const outsider = { mayWatch: false, isHost: false, locked: false };

describe('stream event rules (decision 324)', () => {
  it('lets members of the organisation command the camera, annotate and ask for weather', () => {
    for (const name of ['drone_camera_command', 'annotations_request', 'weather_request']) {
      expect(streamEventVerdict(name, member, 'capture_photo')).toEqual({ ok: true });
    }
  });

  it('refuses outsiders and guests (no Streams right) everything, the host included', () => {
    expect(streamEventVerdict('drone_camera_command', outsider, 'capture_photo')).toMatchObject({
      ok: false,
      type: 'forbidden',
    });
    expect(streamEventVerdict('drone_state', { ...outsider, isHost: true }).ok).toBe(false);
  });

  it('keeps the pilot app events to the host', () => {
    for (const name of [
      'drone_state',
      'drone_camera_state',
      'weather_state',
      'drone_camera_command_result',
      'camera_control',
    ]) {
      expect(streamEventVerdict(name, member)).toMatchObject({ ok: false, type: 'not_the_pilot' });
      expect(streamEventVerdict(name, pilot)).toEqual({ ok: true });
    }
  });

  it('refuses commands while locked, except reading the state and the pilot itself', () => {
    const locked = { ...member, locked: true };
    expect(streamEventVerdict('drone_camera_command', locked, 'set_lens_type')).toMatchObject({
      ok: false,
      type: 'camera_control_locked',
    });
    expect(streamEventVerdict('drone_camera_command', locked, 'get_drone_camera_state').ok).toBe(
      true,
    );
    expect(
      streamEventVerdict('drone_camera_command', { ...pilot, locked: true }, 'capture_photo').ok,
    ).toBe(true);
    // Annotating is not camera control.
    expect(streamEventVerdict('annotations_request', locked).ok).toBe(true);
  });
});

describe('controls by pilot app version (platform-core §4)', () => {
  it('offers the camera commands from 2024.12, a dash suffix cut', () => {
    for (const command of [
      'set_drone_camera_mode',
      'toggle_video_record',
      'capture_photo',
      'set_gimbal_pitch',
      'set_lens_type',
    ]) {
      expect(commandAvailable(command, '2024.11.99')).toBe(false);
      expect(commandAvailable(command, '2024.12-beta.3')).toBe(true);
      expect(commandAvailable(command, '2024.12.0')).toBe(true);
      expect(commandAvailable(command, '2025.1')).toBe(true);
    }
    expect(commandAvailable('get_drone_camera_state', null)).toBe(true);
    expect(commandAvailable('self_destruct', '2030.1')).toBe(false);
  });

  it('compares dotted numbers, not text: 2024.9 is older than 2024.12', () => {
    expect(commandAvailable('capture_photo', '2024.9')).toBe(false);
    expect(commandAvailable('capture_photo', '2024.100')).toBe(true);
    expect(commandAvailable('capture_photo', 'v2024.12')).toBe(true);
    expect(commandAvailable('capture_photo', 'nightly')).toBe(false);
  });

  it('shows the lock, health, weather and error views from 2025.1 only', () => {
    for (const feature of [
      'camera_control_lock',
      'drone_health',
      'weather',
      'camera_control_error',
    ] as const) {
      expect(isStreamFeatureAvailable(feature, '2024.12.5')).toBe(false);
      expect(isStreamFeatureAvailable(feature, '2025.1-rc1')).toBe(true);
    }
    expect(streamFeaturesFor('2024.12')).toHaveLength(8);
    expect(streamFeaturesFor('2025.1.0-hotfix')).toHaveLength(12);
  });
});
