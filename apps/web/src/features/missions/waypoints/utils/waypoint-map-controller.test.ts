// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFakeMap } from '../../../../testing/fake-map.ts';
import type { WaypointsDraft } from '../types.ts';
import { attachWaypointController } from './waypoint-map-controller.ts';

const LAYER = 'extra-mission-waypoints-circle';

function setup() {
  const fake = createFakeMap({ layers: [LAYER] });
  let value: WaypointsDraft = {
    altitude_m: 50,
    waypoints: [{ position: [10, 50] }, { position: [10.001, 50] }],
  };
  const selected: number[] = [];
  const detach = attachWaypointController(fake.map, {
    layerId: LAYER,
    getValue: () => value,
    onChange: (next) => (value = next),
    onSelect: (i) => selected.push(i),
  });
  return { fake, detach, selected, value: () => value };
}

describe('waypoint map interactions', () => {
  it('adds a waypoint at the end on a click on empty map and selects it', () => {
    const { fake, selected, value } = setup();
    fake.fire('click', [10.002, 50.001]);
    expect(value().waypoints).toHaveLength(3);
    expect(value().waypoints[2]!.position).toEqual([10.002, 50.001]);
    expect(selected).toEqual([2]);
  });

  it('selects instead of adding when the click lands on a waypoint', () => {
    const { fake, selected, value } = setup();
    fake.fire('click', [10, 50], 0);
    expect(value().waypoints).toHaveLength(2);
    expect(selected).toEqual([0]);
  });

  it('drags a waypoint: mousedown on it, mousemove, mouseup; the click after is ignored', () => {
    const { fake, selected, value } = setup();
    fake.fireLayer('mouseenter', LAYER, 1);
    expect(fake.container.style.cursor).toBe('grab');
    fake.fireLayer('mousedown', LAYER, 1, [10.001, 50]);
    expect(fake.dragPanEnabled()).toBe(false);
    expect(fake.container.style.cursor).toBe('grabbing');
    fake.fire('mousemove', [10.0015, 50.0005]);
    fake.fire('mousemove', [10.003, 50.002]);
    fake.fire('mouseup');
    fake.fire('click', [10.003, 50.002]);
    expect(value().waypoints).toHaveLength(2);
    expect(value().waypoints[1]!.position).toEqual([10.003, 50.002]);
    expect(value().waypoints[0]!.position).toEqual([10, 50]);
    expect(fake.dragPanEnabled()).toBe(true);
    expect(selected).toEqual([1]);
  });

  it('removes every handler when detached', () => {
    const { fake, detach } = setup();
    expect(fake.handlerCount()).toBeGreaterThan(0);
    detach();
    expect(fake.handlerCount()).toBe(0);
    expect(fake.container.style.cursor).toBe('');
  });
});
