import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { MissionStats } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { statLines } from './mission-stats-format.ts';

const stats = (over: Partial<MissionStats> = {}): MissionStats => ({
  distance_m: 2400,
  flight_time_s: 600,
  photo_count: 0,
  gsd_cm: null,
  covered_area_m2: 0,
  line_spacing_m: null,
  photo_spacing_m: null,
  angle_deg: null,
  turn_count: 0,
  batteries: 1,
  waypoint_count: 12,
  ...over,
});

describe('mission stat lines', () => {
  it('shows no "Photos 0" for a corridor video, and the count when photos are taken', () => {
    const video = statLines(stats(), DEFAULT_UNIT_PREFERENCES).map((l) => l.key);
    expect(video).not.toContain('photos');
    const mapping = statLines(stats({ photo_count: 1 }), DEFAULT_UNIT_PREFERENCES);
    expect(mapping.find((l) => l.key === 'photos')?.text).toBe('1');
  });
});
