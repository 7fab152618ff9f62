import type { THeatmapElevationsResponse } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  GAP_COLOR,
  HEAT_STOPS,
  heatColor,
  heatmapFeatures,
  heatmapLayerGroup,
} from './heatmap-layers.ts';

const grid: THeatmapElevationsResponse = {
  elevation_source: 'SRTM',
  spacing_m: 20,
  cells: [
    { position: [77.59, 12.97], elevation_m: 100 },
    { position: [77.5902, 12.97], elevation_m: 150 },
    { position: [77.5904, 12.97], elevation_m: null },
  ],
  min_m: 100,
  max_m: 150,
  gap_count: 1,
  note: null,
};

describe('heat map layer', () => {
  it('runs the colour ramp from the lowest to the highest ground', () => {
    expect(heatColor(0)).toBe(HEAT_STOPS[0]);
    expect(heatColor(1)).toBe(HEAT_STOPS[HEAT_STOPS.length - 1]);
    expect(heatColor(-3)).toBe(HEAT_STOPS[0]);
    expect(heatColor(0.5)).toBe(HEAT_STOPS[2]);
  });

  it('draws each cell as a square of the grid spacing, gaps in grey', () => {
    const fc = heatmapFeatures(grid);
    expect(fc.features).toHaveLength(3);
    const [low, high, gap] = fc.features;
    expect(low!.properties).toMatchObject({ color: HEAT_STOPS[0], gap: false });
    expect(high!.properties).toMatchObject({ color: HEAT_STOPS[4], gap: false });
    expect(gap!.properties).toMatchObject({ color: GAP_COLOR, gap: true });
    const ring = low!.geometry.coordinates[0]!;
    const heightM = (ring[2]![1]! - ring[0]![1]!) * 111_320;
    expect(heightM).toBeCloseTo(20, 5);
    expect(heatmapLayerGroup(grid).layers[0]).toMatchObject({ type: 'fill' });
  });

  it('paints flat ground in the middle colour', () => {
    const flat = heatmapFeatures({ ...grid, min_m: 0, max_m: 0, cells: [grid.cells[0]!] });
    expect(flat.features[0]!.properties).toMatchObject({ color: HEAT_STOPS[2] });
  });
});
