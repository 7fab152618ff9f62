import { describe, expect, it } from 'vitest';
import { compareVersions, isVersionAtLeast, parseVersion } from './compare.ts';
import { STREAM_FEATURES, isStreamFeatureAvailable, streamFeaturesFor } from './stream-features.ts';

describe('versions', () => {
  it('cuts anything after a dash and parses dotted numbers', () => {
    expect(parseVersion('2024.12-beta')).toEqual([2024, 12]);
    expect(parseVersion('v5.1.0')).toEqual([5, 1, 0]);
    expect(parseVersion('2025.1-rc-2')).toEqual([2025, 1]);
    expect(parseVersion('latest')).toBeUndefined();
    expect(parseVersion('')).toBeUndefined();
    expect(parseVersion('1..2')).toBeUndefined();
    expect(parseVersion(null)).toBeUndefined();
  });

  it('compares numerically, part by part', () => {
    expect(compareVersions('2024.9', '2024.12')).toBeLessThan(0);
    expect(compareVersions('2025.1', '2024.12')).toBeGreaterThan(0);
    expect(compareVersions('2024.12-rc1', '2024.12')).toBe(0);
    expect(compareVersions('2025', '2025.0')).toBe(0);
    expect(compareVersions('2025.0.1', '2025')).toBeGreaterThan(0);
    expect(compareVersions('junk', '1.0')).toBeLessThan(0);
    expect(compareVersions('junk', 'other')).toBe(0);
    expect(['2025.1', '2024.12', '2024.9'].sort(compareVersions)).toEqual([
      '2024.9',
      '2024.12',
      '2025.1',
    ]);
  });

  it('checks a minimum', () => {
    expect(isVersionAtLeast('2025.1.3', '2025.1')).toBe(true);
    expect(isVersionAtLeast('2024.11', '2024.12')).toBe(false);
    expect(isVersionAtLeast(undefined, '0')).toBe(false);
  });
});

describe('stream features (platform-core §4)', () => {
  it('has eight features from 2024.12 and four from 2025.1', () => {
    expect(STREAM_FEATURES.filter((f) => f.since === '2024.12')).toHaveLength(8);
    expect(STREAM_FEATURES.filter((f) => f.since === '2025.1')).toHaveLength(4);
  });

  it('unlocks by version', () => {
    expect(streamFeaturesFor('2024.11')).toEqual([]);
    expect(streamFeaturesFor('2024.12-beta')).toEqual([
      'drone_battery',
      'rc_battery',
      'camera_mode_switch',
      'video_record',
      'photo_capture',
      'gimbal_pitch',
      'lens_switch',
      'fov_lock',
    ]);
    expect(streamFeaturesFor('2025.1')).toHaveLength(12);
    expect(streamFeaturesFor(null)).toEqual([]);
    expect(isStreamFeatureAvailable('weather', '2024.12')).toBe(false);
    expect(isStreamFeatureAvailable('weather', '2025.2')).toBe(true);
    expect(isStreamFeatureAvailable('lens_switch', '2024.12')).toBe(true);
  });
});
