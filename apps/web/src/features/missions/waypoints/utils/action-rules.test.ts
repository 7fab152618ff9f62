import { checkAction, LIMITS } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import type { WaypointAction } from '../types.ts';
import {
  ACTION_TYPES,
  actionProblem,
  actionValue,
  canAddAction,
  defaultAction,
  MAX_ACTIONS_PER_WAYPOINT,
  withActionValue,
} from './action-rules.ts';

describe('waypoint action rules (feature-areas §5)', () => {
  it('gives clear bounds sentences exactly where the engine refuses', () => {
    expect(actionProblem({ type: 'hover', seconds: 40 })).toBe('Hover between 1 and 32 seconds.');
    expect(actionProblem({ type: 'hover', seconds: 0.5 })).toBe('Hover between 1 and 32 seconds.');
    expect(actionProblem({ type: 'hover', seconds: 32 })).toBeNull();
    expect(actionProblem({ type: 'rotate_drone', heading_deg: 181 })).toBe(
      'Rotate the drone to a heading between -180° and 180°.',
    );
    expect(actionProblem({ type: 'pitch_camera_gimbal', pitch_deg: 10 })).toMatch(
      /between -90° \(straight down\) and 0° \(level\)/,
    );
    expect(actionProblem({ type: 'take_photo' })).toBeNull();
  });

  it('agrees with the engine on every boundary', () => {
    const samples: WaypointAction[] = [];
    for (const v of [-181, -180, -90, -0.1, 0, 0.5, 1, 32, 32.1, 180, 181]) {
      samples.push({ type: 'hover', seconds: v });
      samples.push({ type: 'rotate_drone', heading_deg: v });
      samples.push({ type: 'pitch_camera_gimbal', pitch_deg: v });
    }
    for (const a of samples) expect(actionProblem(a) === null).toBe(checkAction(a, 'x').ok);
  });

  it('creates every action type inside its bounds', () => {
    for (const t of ACTION_TYPES) expect(actionProblem(defaultAction(t))).toBeNull();
    expect(defaultAction('hover')).toEqual({ type: 'hover', seconds: 2 });
    expect(LIMITS.hover_s).toEqual([1, 32]);
  });

  it('reads and writes the value of valued actions only', () => {
    expect(actionValue({ type: 'rotate_drone', heading_deg: 90 })).toBe(90);
    expect(actionValue({ type: 'stop_recording' })).toBeNull();
    expect(withActionValue({ type: 'hover', seconds: 2 }, 5)).toEqual({
      type: 'hover',
      seconds: 5,
    });
    expect(withActionValue({ type: 'take_photo' }, 5)).toEqual({ type: 'take_photo' });
  });

  it('caps a waypoint at 15 actions', () => {
    expect(MAX_ACTIONS_PER_WAYPOINT).toBe(15);
    const photos = (n: number) => Array.from({ length: n }, () => defaultAction('take_photo'));
    expect(canAddAction(photos(14))).toBe(true);
    expect(canAddAction(photos(15))).toBe(false);
    expect(canAddAction(undefined)).toBe(true);
  });
});
