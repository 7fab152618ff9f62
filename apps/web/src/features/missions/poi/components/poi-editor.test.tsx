// @vitest-environment jsdom
import { DEFAULT_UNIT_PREFERENCES, IMPERIAL_UNIT_PREFERENCES } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoiDraft, PoiKind } from '../types.ts';
import { defaultPoiDraft } from '../utils/poi-draft.ts';
import { PoiEditor } from './poi-editor.tsx';

afterEach(cleanup);

const SITE: [number, number] = [10, 50];

function renderEditor(
  kind: PoiKind,
  initial: PoiDraft = defaultPoiDraft(kind, SITE),
  units: TUnitPreferences = DEFAULT_UNIT_PREFERENCES,
) {
  const seen: { last: PoiDraft } = { last: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PoiEditor
        kind={kind}
        value={value}
        units={units}
        siteCenter={SITE}
        onChange={(next) => {
          seen.last = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('PoiEditor', () => {
  it("starts at the site's point and edits the centre by hand", async () => {
    const ux = userEvent.setup();
    const seen = renderEditor('poi', defaultPoiDraft('poi', null));
    expect(field('Latitude').value).toBe('50');
    expect(screen.getByText(/Centred on the site's point/)).toBeTruthy();
    await ux.clear(field('Latitude'));
    await ux.type(field('Latitude'), '50.5');
    expect(seen.last.center).toEqual([10, 50.5]);
  });

  it('refuses an orbit closer than the minimum safe radius, with the reason', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor('poi');
    expect(screen.getByText('Minimum safe radius 20 m')).toBeTruthy();
    await ux.clear(field('Radius'));
    await ux.type(field('Radius'), '12');
    expect(seen.last).toMatchObject({ radius_m: 12 });
    expect(
      screen.getByText(/closer than 20 m leaves no room for GNSS error and gusts/),
    ).toBeTruthy();
    expect(screen.getByText(/Fix the values above/)).toBeTruthy();
  });

  it('adds and removes orbits and notes where the gimbal aims', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor('poi');
    const summary = () => screen.getByRole('region', { name: 'Orbit summary' });
    expect(
      within(summary()).getByText(/At 40 m: gimbal -53°, aimed at 0 m on the structure/),
    ).toBeTruthy();
    await ux.click(screen.getByRole('button', { name: 'Add orbit' }));
    expect(seen.last).toMatchObject({
      layers: [
        { altitude_m: 40, aim_height_m: 0 },
        { altitude_m: 55, aim_height_m: 0 },
      ],
    });
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(2);
    await ux.click(screen.getByRole('button', { name: 'Remove orbit 1' }));
    expect(seen.last).toMatchObject({ layers: [{ altitude_m: 55, aim_height_m: 0 }] });
    expect(screen.getByRole('button', { name: 'Remove orbit 1' })).toHaveProperty('disabled', true);
  });

  it('plans a wind turbine from its size and warns about a small clearance', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor('wind_turbine');
    expect(screen.getByText(/Orbit radius 80 m \(minimum safe radius 80 m\)/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Orbit summary' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await ux.type(field('Clearance'), '5');
    expect(seen.last).toMatchObject({ clearance_m: 5 });
    expect(screen.getByText(/closer than 20 m to the blade tips/)).toBeTruthy();
    await ux.type(field('Orbits'), '3');
    expect(
      within(screen.getByRole('region', { name: 'Orbit summary' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it("shows a cell tower in the user's units and stores metres", async () => {
    const ux = userEvent.setup();
    const seen = renderEditor('cell_tower', undefined, IMPERIAL_UNIT_PREFERENCES);
    expect(field('Tower height').value).toBe('147.6');
    expect(field('Radius').placeholder).toBe('82');
    await ux.clear(field('Tower height'));
    await ux.type(field('Tower height'), '100');
    expect(seen.last).toMatchObject({ tower_height_m: 30.48 });
    await ux.click(screen.getByRole('button', { name: 'Counter-clockwise' }));
    expect(seen.last.clockwise).toBe(false);
  });
});
