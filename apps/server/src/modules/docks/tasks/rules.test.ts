// The rules of dock tasks without a dock: pre-flight checks, queue conflicts, the signed KMZ
// link and lenient progress parsing (hostile and odd input included).
import type { TDockState } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  aircraftCheck,
  dockPosition,
  failedCodes,
  failedSentence,
  preflightChecks,
} from './checks.ts';
import { conflictBetween, queueConflicts, type Footprint } from './conflicts.ts';
import { signKmzPath, verifyKmzLink } from './kmz-link.ts';
import { endReason, parseProgress } from './progress.ts';

const ready = {
  online: true,
  drone_in_dock: true,
  drone_battery_percent: 86,
  wind_speed: 3,
  rainfall: 0,
  drone: { online: true },
  properties: { latitude: 12.97, longitude: 77.59 },
} as unknown as TDockState;

describe('pre-flight checks', () => {
  it('passes a ready dock with the mission in range', () => {
    const checks = preflightChecks({
      state: ready,
      position: [77.59, 12.97],
      waypoints: [[77.6, 12.98]],
    });
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(failedSentence(checks)).toBeNull();
  });

  it('gives one sentence per failed check', () => {
    const checks = preflightChecks({
      state: {
        ...ready,
        online: false,
        drone_in_dock: false,
        drone_battery_percent: 30,
        wind_speed: 15,
        rainfall: 2,
      },
      position: [77.59, 12.97],
      waypoints: [[77.8, 12.97]],
    });
    expect(checks.filter((c) => !c.ok).map((c) => c.key)).toEqual([
      'online',
      'drone_in_dock',
      'battery',
      'wind',
      'rain',
      'range',
    ]);
    expect(failedSentence(checks)).toMatch(
      /offline.*not in the dock.*30 %.*15 m\/s.*raining.*beyond/,
    );
    // The same sentences as codes, one for one, for the web's Hindi (decision 433).
    expect(failedCodes(checks)).toEqual([
      { code: 'dock_offline', params: {} },
      { code: 'drone_not_in_dock', params: {} },
      { code: 'battery_low', params: { percent: 30, min: 50 } },
      { code: 'wind_high', params: { wind: 15, limit: 10 } },
      { code: 'rain_heavy', params: {} },
      {
        code: 'out_of_range',
        params: { distance: expect.stringMatching(/ km$/), range: '10.0 km' },
      },
    ]);
  });

  it('refuses when nothing is known (a dock never heard from)', () => {
    const checks = preflightChecks({ state: null, position: null, waypoints: [[0, 0]] });
    expect(checks.filter((c) => !c.ok).map((c) => c.key)).toEqual([
      'online',
      'drone_in_dock',
      'battery',
      'range',
    ]);
  });

  it('takes the OSD position, ignores 0,0 and strings that are not numbers', () => {
    expect(dockPosition(ready, null)).toEqual([77.59, 12.97]);
    const nofix = { ...ready, properties: { latitude: 0, longitude: 0 } } as TDockState;
    expect(dockPosition(nofix, [1, 2])).toEqual([1, 2]);
    const junk = {
      ...ready,
      properties: { latitude: 'x', longitude: {} },
    } as unknown as TDockState;
    expect(dockPosition(junk, null)).toBeNull();
  });
});

const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h));
const fp = (over: Partial<Footprint>): Footprint => ({
  id: 'a',
  dockId: 'd1',
  dockCallSign: 'North',
  missionName: 'Field',
  start: at(10),
  end: at(11),
  minLng: 77.59,
  minLat: 12.97,
  maxLng: 77.6,
  maxLat: 12.98,
  minHeightM: 0,
  maxHeightM: 60,
  ...over,
});

describe('queue conflicts', () => {
  it('one dock booked twice in overlapping windows', () => {
    const c = conflictBetween(fp({ id: 'n' }), fp({ id: 'b' }));
    expect(c?.kind).toBe('dock_booked');
    expect(c?.message).toMatch(/North is already booked for "Field" from 10:00 to 11:00 UTC/);
    expect(c?.message_code).toEqual({
      code: 'dock_booked',
      params: { dock: 'North', mission: 'Field', from: '10:00', to: '11:00' },
    });
    expect(
      conflictBetween(fp({ id: 'n' }), fp({ id: 'b', start: at(11), end: at(12) })),
    ).toBeNull();
  });

  it('two docks over the same airspace, time and heights; apart in any one is no conflict', () => {
    const other = { id: 'b', dockId: 'd2', dockCallSign: 'South' };
    expect(conflictBetween(fp({ id: 'n' }), fp(other))?.kind).toBe('airspace');
    // 40 m apart is inside the 50 m separation.
    expect(
      conflictBetween(fp({ id: 'n' }), fp({ ...other, minLng: 77.60036, maxLng: 77.61 }))?.kind,
    ).toBe('airspace');
    expect(
      conflictBetween(fp({ id: 'n' }), fp({ ...other, minLng: 77.61, maxLng: 77.62 })),
    ).toBeNull();
    expect(
      conflictBetween(fp({ id: 'n' }), fp({ ...other, start: at(12), end: at(13) })),
    ).toBeNull();
    expect(
      conflictBetween(
        fp({ id: 'n', maxHeightM: 40 }),
        fp({ ...other, minHeightM: 80, maxHeightM: 120 }),
      ),
    ).toBeNull();
  });

  it('lists each conflicting pair of the queue once', () => {
    const queue = [fp({ id: 'a' }), fp({ id: 'b' }), fp({ id: 'c', start: at(20), end: at(21) })];
    expect(queueConflicts(queue)).toMatchObject([{ with_task_id: 'a', task_id: 'b' }]);
  });
});

describe('signed KMZ link', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const parts = (path: string) => {
    const u = new URL(path, 'http://x');
    return [Number(u.searchParams.get('expires')), u.searchParams.get('sig')!] as const;
  };

  it('accepts its own link until it expires, and nothing else', () => {
    const [expires, sig] = parts(signKmzPath('secret', 'task1', now));
    expect(verifyKmzLink('secret', 'task1', expires, sig, now)).toBe('ok');
    expect(verifyKmzLink('secret', 'task1', expires, sig, new Date(expires * 1000 + 1))).toBe(
      'expired',
    );
    expect(verifyKmzLink('secret', 'task2', expires, sig, now)).toBe('bad');
    expect(verifyKmzLink('other', 'task1', expires, sig, now)).toBe('bad');
    expect(verifyKmzLink('secret', 'task1', expires + 1, sig, now)).toBe('bad');
    expect(verifyKmzLink('secret', 'task1', expires, `${sig}x`, now)).toBe('bad');
  });
});

describe('flighttask_progress parsing', () => {
  it('reads output, strings as numbers, unknown statuses as in flight', () => {
    expect(
      parseProgress({
        result: '0',
        output: {
          status: 'in_progress',
          progress: { percent: '42.5', current_step: 25 },
          ext: { flight_id: 'f1', current_waypoint_index: '3' },
        },
      }),
    ).toMatchObject({ flightId: 'f1', status: 'in_progress', percent: 42.5, waypointIndex: 3 });
    expect(
      parseProgress({ output: { status: 'warp_drive', ext: { flight_id: 'f' } } })?.status,
    ).toBe('in_progress');
    expect(parseProgress({ output: { status: 'timeout', ext: { flight_id: 'f' } } })?.status).toBe(
      'failed',
    );
    expect(parseProgress({ output: 'nonsense' })).toBeNull();
    expect(parseProgress({ output: { ext: { flight_id: 7 } } })).toBeNull();
  });
});

describe('dock aircraft', () => {
  it('wants a mission planned for the aircraft in the dock', () => {
    expect(aircraftCheck('dji-matrice-3td', '0-91-1').ok).toBe(true);
    expect(aircraftCheck('dji-matrice-3td', null).ok).toBe(true);
    expect(aircraftCheck('dji-matrice-3d', '0-91-1').message).toMatch(
      /planned for a Matrice 3D, but the dock holds a Matrice 3TD/,
    );
    expect(aircraftCheck('dji-mavic-3-enterprise', '0-91-1').message).toMatch(
      /not planned for a dock aircraft\. Plan it for Matrice 3TD/,
    );
    expect(aircraftCheck(null, '9-9-9').ok).toBe(false);
    expect(aircraftCheck('dji-matrice-3d', '0-91-1').message_code).toEqual({
      code: 'wrong_aircraft',
      params: { planned: 'Matrice 3D', docked: 'Matrice 3TD' },
    });
    expect(aircraftCheck(null, '9-9-9').message_code?.code).toBe('not_dock_aircraft_any');
  });

  it('says why a task ended, in English and as a code', () => {
    const progress = (status: string, result = 0, breakReason?: number) =>
      parseProgress({
        result,
        output: {
          status,
          ext: { flight_id: 'f', break_point: breakReason ? { break_reason: breakReason } : {} },
        },
      })!;
    expect(endReason(progress('ok'))).toBeNull();
    expect(endReason(progress('canceled'))).toEqual({
      reason: 'Canceled.',
      codes: [{ code: 'canceled', params: {} }],
    });
    expect(endReason(progress('failed', 314005, 3))).toEqual({
      reason: 'The dock reported failed, result 314005, break reason 3.',
      codes: [
        {
          code: 'dock_reported_result_break',
          params: { status: 'failed', result: 314005, break_reason: 3 },
        },
      ],
    });
    expect(endReason(progress('timeout'))?.codes).toEqual([
      { code: 'dock_reported', params: { status: 'timeout' } },
    ]);
  });
});
