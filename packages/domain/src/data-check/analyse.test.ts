import { describe, expect, it } from 'vitest';
import { analyseDataset } from './analyse.ts';
import { measureGray } from './measures.ts';
import { boxBlur, fieldScene, M3E_AT_80M, surveyGrid } from './test-support/scenes.ts';
import type { CheckSettings, ImageRecord } from './types.ts';

const settings = (over: Partial<CheckSettings> = {}): CheckSettings => ({ ...M3E_AT_80M, ...over });

const kinds = (r: ImageRecord[], s = settings()) =>
  analyseDataset(r, s).images.flatMap((i) => i.issues.map((x) => `${i.name}:${x.kind}`));

describe('overlap from positions and footprints', () => {
  it.each([
    [80, 70],
    [75, 65],
    [60, 40],
  ])('a grid built with %i %% front and %i %% side gives them back within 2 %%', (front, side) => {
    const grid = surveyGrid({ lines: 6, perLine: 12, height: 80, front, side });
    const { figures } = analyseDataset(
      grid,
      settings({ frontOverlapPct: front, sideOverlapPct: side }),
    );
    expect(figures.frontOverlapPct).toBeGreaterThan(front - 2);
    expect(figures.frontOverlapPct).toBeLessThan(front + 2);
    expect(figures.sideOverlapPct).toBeGreaterThan(side - 2);
    expect(figures.sideOverlapPct).toBeLessThan(side + 2);
    expect(figures.stripCount).toBe(6);
  });

  it('a clean grid passes with no issue at all', () => {
    const result = analyseDataset(
      surveyGrid({ lines: 5, perLine: 10, height: 80, front: 75, side: 65 }),
      settings(),
    );
    expect(result.issues).toEqual([]);
    expect(result.images.every((i) => i.issues.length === 0)).toBe(true);
    expect(result.verdict).toBe('pass');
  });

  it('a missing strip is found, drawn between its neighbours, and fails the set', () => {
    const result = analyseDataset(
      surveyGrid({ lines: 7, perLine: 10, height: 80, front: 75, side: 65, skipLine: 3 }),
      settings(),
    );
    const strips = result.issues.filter((i) => i.kind === 'missing_strip');
    expect(strips).toHaveLength(1);
    expect(strips[0]!.area).toHaveLength(5);
    expect(result.verdict).toBe('fail');
  });
});

describe('per-image checks', () => {
  it('flags a blurred image and no sharp one', () => {
    const grid = surveyGrid({ lines: 3, perLine: 10, height: 80, front: 75, side: 65 });
    const W = 256;
    const H = 192;
    for (const r of grid) r.measures = measureGray(fieldScene(W, H, r.index + 1), W, H);
    grid[7]!.measures = measureGray(boxBlur(fieldScene(W, H, 8), W, H, 3), W, H);
    expect(kinds(grid)).toEqual([`${grid[7]!.meta.name}:blur`]);
  });

  it('flags a missing GPS position', () => {
    const grid = surveyGrid({ lines: 3, perLine: 10, height: 80, front: 75, side: 65 });
    grid[4]!.meta = { ...grid[4]!.meta, lat: null, lon: null };
    expect(kinds(grid)).toEqual([`${grid[4]!.meta.name}:gps_missing`]);
  });

  it('flags over- and under-exposure, gimbal off nadir, altitude outliers and duplicates', () => {
    const grid = surveyGrid({ lines: 3, perLine: 10, height: 80, front: 75, side: 65 });
    grid[1]!.measures = { ...grid[1]!.measures!, brightClip: 0.3 };
    grid[2]!.measures = { ...grid[2]!.measures!, darkClip: 0.2 };
    grid[3]!.meta = { ...grid[3]!.meta, gimbalPitch: -60 };
    grid[5]!.meta = { ...grid[5]!.meta, relAltitude: 120 };
    const copy: ImageRecord = {
      ...grid[6]!,
      index: grid.length,
      meta: { ...grid[6]!.meta, name: 'COPY.JPG' },
    };
    const names = kinds([...grid, copy]);
    expect(names).toEqual(
      expect.arrayContaining([
        `${grid[1]!.meta.name}:overexposed`,
        `${grid[2]!.meta.name}:underexposed`,
        `${grid[3]!.meta.name}:gimbal_off_nadir`,
        `${grid[5]!.meta.name}:altitude_outlier`,
      ]),
    );
    expect(names.filter((n) => n.endsWith(':duplicate'))).toHaveLength(1);
    // Gimbal pitch is only a finding for a mapping mission.
    expect(kinds(grid, settings({ mapping: false }))).not.toContain(
      `${grid[3]!.meta.name}:gimbal_off_nadir`,
    );
  });
});

describe('dataset checks', () => {
  it('coverage of a site: full inside the block, gaps drawn where the block does not reach', () => {
    const grid = surveyGrid({ lines: 6, perLine: 12, height: 80, front: 75, side: 65 });
    const lons = grid.map((r) => r.meta.lon!);
    const lats = grid.map((r) => r.meta.lat!);
    const [w, e, s, n] = [
      Math.min(...lons),
      Math.max(...lons),
      Math.min(...lats),
      Math.max(...lats),
    ];
    const inner: [number, number][] = [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ];
    expect(analyseDataset(grid, settings({ site: inner })).figures.coveragePct).toBeGreaterThan(
      99.9,
    );
    const wide: [number, number][] = [
      [w, s],
      [e + (e - w), s],
      [e + (e - w), n],
      [w, n],
      [w, s],
    ];
    const result = analyseDataset(grid, settings({ site: wide }));
    expect(result.figures.coveragePct).toBeLessThan(70);
    expect(result.issues.some((i) => i.kind === 'coverage_gap')).toBe(true);
    expect(result.verdict).toBe('fail');
  });

  it('achieved GSD against the plan', () => {
    const grid = surveyGrid({ lines: 3, perLine: 8, height: 120, front: 75, side: 65 });
    const result = analyseDataset(grid, settings({ altitudeM: 80 }));
    expect(result.figures.gsdCm).toBeCloseTo((17.3 * 120 * 100) / (12.29 * 5280), 5);
    expect(result.issues.map((i) => i.kind)).toContain('gsd_off_plan');
  });

  it('mixed cameras and a battery swap in the middle of a line', () => {
    const grid = surveyGrid({ lines: 3, perLine: 10, height: 80, front: 75, side: 65 });
    grid[0]!.meta = { ...grid[0]!.meta, model: 'M3M' };
    for (const r of grid.slice(5)) r.meta = { ...r.meta, time: r.meta.time! + 15 * 60_000 };
    const result = analyseDataset(grid, settings());
    const gap = result.issues.find((i) => i.kind === 'time_gap');
    expect(gap?.message).toMatch(/15 min pause .* middle of a line/);
    expect(result.issues.map((i) => i.kind)).toContain('mixed_cameras');
    expect(result.verdict).toBe('warn');
  });

  it('an empty selection and hostile metadata do not throw', () => {
    expect(analyseDataset([], settings()).verdict).toBe('fail');
    const grid = surveyGrid({ lines: 2, perLine: 4, height: 80, front: 75, side: 65 });
    grid[0]!.meta = { ...grid[0]!.meta, relAltitude: Number.NaN, time: null };
    expect(() => analyseDataset(grid, settings())).not.toThrow();
  });
});
