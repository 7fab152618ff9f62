// @vitest-environment jsdom
// The site draw controller's pointer sequences on a stand-in map: clicks add vertices, and
// dragging a vertex (lib/map/drag-handle.ts) moves it without the click after adding one.
import { describe, expect, it } from 'vitest';
import { createFakeMap } from '../../testing/fake-map.ts';
import { attachDrawController } from './draw-controller.ts';
import { emptyDraw, selectedIndex, type DrawState } from './draw-geometry.ts';
import { VERTEX_LAYER } from './map-style.ts';

function setup() {
  const fake = createFakeMap({ layers: [VERTEX_LAYER] });
  let state: DrawState = emptyDraw('polygon');
  const detach = attachDrawController(fake.map, {
    getState: () => state,
    onChange: (next) => (state = next),
  });
  return { fake, detach, state: () => state };
}

describe('site draw controller', () => {
  it('adds a vertex per click on empty map', () => {
    const { fake, state } = setup();
    fake.fire('click', [10, 50]);
    fake.fire('click', [10.001, 50]);
    expect(state().vertices).toEqual([
      [10, 50],
      [10.001, 50],
    ]);
  });

  it('drags a vertex and selects it; the click after the drag adds nothing', () => {
    const { fake, state } = setup();
    fake.fire('click', [10, 50]);
    fake.fire('click', [10.001, 50]);
    fake.fireLayer('mouseenter', VERTEX_LAYER, 1);
    expect(fake.container.style.cursor).toBe('grab');
    fake.fireLayer('mousedown', VERTEX_LAYER, 1, [10.001, 50]);
    expect(fake.dragPanEnabled()).toBe(false);
    expect(fake.container.style.cursor).toBe('grabbing');
    fake.fire('mousemove', [10.002, 50.001]);
    fake.fire('mouseup');
    fake.fire('click', [10.002, 50.001]);
    expect(state().vertices).toEqual([
      [10, 50],
      [10.002, 50.001],
    ]);
    expect(selectedIndex(state())).toBe(1);
    expect(fake.dragPanEnabled()).toBe(true);
    expect(fake.container.style.cursor).toBe('');
  });

  it('selects a pressed vertex without moving it, and removes every handler when detached', () => {
    const { fake, detach, state } = setup();
    fake.fire('click', [10, 50]);
    fake.fire('click', [10.001, 50]);
    fake.fireLayer('mousedown', VERTEX_LAYER, 0, [10, 50]);
    fake.fire('mouseup');
    fake.fire('click', [10, 50]);
    expect(state().vertices).toHaveLength(2);
    expect(selectedIndex(state())).toBe(0);
    detach();
    expect(fake.handlerCount()).toBe(0);
  });
});
