import { describe, expect, it } from 'vitest';
import { poiLayerGroups } from './use-poi-layer-groups.ts';

describe('POI map layer groups', () => {
  it('draws the safe ring, the orbit and the centre of a POI draft', () => {
    const groups = poiLayerGroups(
      { center: [10, 50], radius_m: 40, layers: [{ altitude_m: 40, aim_height_m: 0 }] },
      { orbit: '#1', safe: '#2', centre: '#3' },
    );
    expect(groups.map((g) => [g.id, g.data.features.length])).toEqual([
      ['mission-poi-safe', 1],
      ['mission-poi-orbit', 1],
      ['mission-poi-centre', 1],
    ]);
    expect(groups[1]!.data.features[0]!.properties).toEqual({ role: 'orbit', radius_m: 40 });
  });
});
