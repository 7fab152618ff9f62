// @vitest-environment jsdom
// Drawing a polygon flight area (issue 11 §4): corners come from the cockpit map; the panel
// counts them, undoes the last, and saves the polygon with the name and kind.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDocks, signInForDockTests } from '../test/dock-test-render.tsx';
import { draftRing } from './dock-map-layers.ts';
import { DockGeozonesPanel } from './dock-geozones-panel.tsx';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

beforeEach(() => {
  calls = [];
  signInForDockTests();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({
      url: String(input),
      method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const body =
      method === 'POST'
        ? { id: 'z1', name: 'Yard', kind: 'nfz', enabled: true, updated_at: '2026-11-24T10:00:00Z' }
        : { geozones: [], checksum: null, sync: null };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const corners: [number, number][] = [
  [77.59, 12.97],
  [77.6, 12.97],
  [77.6, 12.98],
];

describe('DockGeozonesPanel drawing', () => {
  it('starts drawing, counts corners, undoes one and saves the polygon', async () => {
    const onDraftChange = vi.fn();
    const { rerender } = renderDocks(
      <DockGeozonesPanel
        companyId="c1"
        dockId="d1"
        center={null}
        canEdit
        onDraftChange={onDraftChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw polygon' }));
    expect(onDraftChange).toHaveBeenLastCalledWith([]);

    rerender(
      <DockGeozonesPanel
        companyId="c1"
        dockId="d1"
        center={null}
        canEdit
        draft={corners}
        onDraftChange={onDraftChange}
      />,
    );
    expect(screen.getByTestId('geozone-drawing').textContent).toMatch(/3 placed/);
    fireEvent.click(screen.getByRole('button', { name: 'Undo corner' }));
    expect(onDraftChange).toHaveBeenLastCalledWith(corners.slice(0, 2));
    const save = screen.getByRole('button', { name: 'Save polygon' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Area name'), { target: { value: 'Yard' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Yard',
      kind: 'nfz',
      enabled: true,
      shape: { type: 'polygon', coordinates: corners },
    });
    await waitFor(() => expect(onDraftChange).toHaveBeenLastCalledWith(null));
  });

  it('draws the open line, then closes it once it is an area', () => {
    expect(draftRing(corners.slice(0, 1))).toBeNull();
    expect(draftRing(corners.slice(0, 2))).toEqual(corners.slice(0, 2));
    expect(draftRing(corners)).toEqual([...corners, corners[0]]);
  });
});
