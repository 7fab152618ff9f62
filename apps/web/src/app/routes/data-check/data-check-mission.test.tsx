// @vitest-environment jsdom
// Signed in, choosing one of your sites on Data Check's Configure step reads the plan of its newest
// mapping mission (altitude, overlaps, camera, gimbal) instead of the pilot typing it; choosing
// "None" keeps the values for hand editing, and a mission planned by GSD switches the form to GSD.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAreaSite, buildMission } from '../../../features/missions/testing/mission-factory.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';
import { missionPlan } from '../../../features/data-check/analysis/mission-plan.ts';

const CAMERA = {
  id: 'dji-m3e-wide',
  make: 'DJI',
  model_name: 'Mavic 3E',
  sensor_attributes: {
    sensor_width_mm: 17.3,
    sensor_height_mm: 13,
    focal_length_mm: 12.29,
    image_width_px: 5280,
    image_height_px: 3956,
  },
};

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('Data Check with a site mission', () => {
  it('reads the newest mapping mission of the chosen site into the plan', async () => {
    const ux = userEvent.setup();
    const older = buildMission({
      id: 'm0',
      name: 'Old survey',
      updated_at: '2026-10-01T00:00:00Z',
    });
    const newest = buildMission();
    newest.mission.params = {
      ...newest.mission.params,
      front_overlap_pct: 80,
      side_overlap_pct: 70,
      altitude_m: 95,
    };
    mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/assets/sensor')
        return { status: 200, body: [CAMERA] };
      if (method === 'GET' && /^\/api\/v4\/company\/[^/]+\/sites$/.test(path))
        return { status: 200, body: { sites: [buildAreaSite()], count: 1 } };
      if (method === 'GET' && /\/sites\/s1\/missions$/.test(path))
        return { status: 200, body: { missions: [older, newest] } };
      return undefined;
    });
    renderApp('/drone-data-verification', { user: buildUser() });
    const input = await screen.findByTestId('data-check-files-input', {}, { timeout: 60_000 });
    await ux.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8])], 'DJI_0001.JPG', { type: 'image/jpeg' }),
    );
    await ux.click(screen.getByRole('button', { name: 'Next' }));
    expect(value('Front overlap (%)')).toBe('75');

    await ux.click(screen.getByLabelText('Compare with a site'));
    await ux.click(await screen.findByRole('option', { name: 'Mango Orchard' }));
    await waitFor(() => expect(value('Front overlap (%)')).toBe('80'));
    expect(value('Side overlap (%)')).toBe('70');
    const altitude = screen.getByLabelText<HTMLInputElement>('Expected altitude above ground (m)');
    expect(altitude.value).toBe('95');
    expect(screen.getByText('From the mission "Morning survey".')).toBeTruthy();
    expect(screen.getByLabelText('Mission').textContent).toContain('Morning survey');
    expect(screen.getByLabelText('Camera').textContent).toContain('DJI Mavic 3E');

    // The older mission can be chosen instead; "None" leaves the values to edit by hand.
    await ux.click(screen.getByLabelText('Mission'));
    const list = await screen.findByRole('listbox');
    await ux.click(within(list).getByRole('option', { name: 'Old survey' }));
    await waitFor(() => expect(altitude.value).toBe('80'));
    expect(value('Front overlap (%)')).toBe('75');
    await ux.click(screen.getByLabelText('Mission'));
    await ux.click(await screen.findByRole('option', { name: 'None: enter the plan by hand' }));
    await waitFor(() => expect(screen.queryByText(/From the mission/)).toBeNull());
    expect(altitude.value).toBe('80');
  });

  it('reads a GSD plan, a custom camera and an oblique gimbal; a non-mapping mission gives nothing', () => {
    const m = buildMission({
      params: { gsd_cm: 1.5 },
      camera: {
        sensor_width_mm: 13.2,
        sensor_height_mm: 8.8,
        focal_length_mm: 8.8,
        image_width_px: 5472,
        image_height_px: 3648,
      },
    });
    m.mission.params = { gsd_cm: 1.5, front_overlap_pct: 70, gimbal_pitch_deg: -60 };
    expect(missionPlan(m, new Set())).toEqual({
      by: 'gsd',
      altitudeM: '80',
      gsdCm: '1.5',
      front: '70',
      side: null,
      cameraId: 'mission',
      mapping: false,
    });
    expect(missionPlan(buildMission({ kind: 'waypoints' }), new Set())).toBeNull();
  });
});
