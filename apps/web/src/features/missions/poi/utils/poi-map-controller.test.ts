// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFakeMap } from '../../../../testing/fake-map.ts';
import type { PoiDraft } from '../types.ts';
import { attachPoiController } from './poi-map-controller.ts';

const LAYER = 'extra-mission-poi-centre-centre';

describe('POI centre dragging', () => {
  it('moves the centre with the pointer and leaves the rest of the draft alone', () => {
    const fake = createFakeMap({ layers: [LAYER] });
    let value: PoiDraft = { center: [10, 50], tower_height_m: 45 };
    const detach = attachPoiController(fake.map, {
      layerId: LAYER,
      getValue: () => value,
      onChange: (next) => (value = next),
    });
    fake.fire('mousemove', [11, 51]);
    expect(value.center).toEqual([10, 50]);
    fake.fireLayer('mousedown', LAYER, 0, [10, 50]);
    expect(fake.dragPanEnabled()).toBe(false);
    fake.fire('mousemove', [10.01, 50.02]);
    fake.fire('mouseup');
    fake.fire('mousemove', [12, 52]);
    expect(value).toEqual({ center: [10.01, 50.02], tower_height_m: 45 });
    expect(fake.dragPanEnabled()).toBe(true);
    detach();
    expect(fake.handlerCount()).toBe(0);
  });
});
