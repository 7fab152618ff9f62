// @vitest-environment jsdom
import { Box } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import { findCamera, findDrone } from '@sortie/flightplan';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { buildAreaSite, buildMission } from '../testing/mission-factory.ts';
import { renderMissions } from '../testing/render-missions.tsx';
import { SiteMissionsProvider, useSiteMissionsArea } from './site-missions-area.tsx';

const drone = findDrone('dji-mavic-3-enterprise')!;
const camera = findCamera('dji-m3e-wide')!;
const droneAsset = {
  id: drone.id,
  model_name: drone.model_name,
  manufacturer: drone.manufacturer,
  picture_url: null,
  website: null,
  download_src: null,
  specs: {
    endurance: 2700,
    ceiling_height: 6000,
    max_speed_mps: 15,
    weight_g: 900,
    max_waypoints: 65535,
  },
  capabilities: { free_flight: 2, hms: 2, livestream: 2, ppk_rtk: 2 },
  camera_ids: [camera.id],
};
const sensorAsset = {
  id: camera.id,
  model_name: 'Mavic 3E wide camera',
  make: 'DJI',
  picture_url: null,
  aspect_ratios: ['4:3'],
  sensor_attributes: {
    sensor_width_mm: 17.3,
    sensor_height_mm: 13,
    focal_length_mm: 12.29,
    image_width_px: 5280,
    image_height_px: 3956,
    mechanical_shutter: true,
  },
  compatible_with: [drone.id],
  capabilities: { mission_types: [], payload_types: ['rgb'] },
  specs: {
    drone_speed: { min: 1, max: 15, default: 8 },
    gimbal_pitch: { min: -90, max: 0, default: -90 },
    minimum_trigger_interval: 0.7,
  },
};

// What the server answers for a terrain-following preview: recognisable statistics.
const planned = buildMission().mission;
const stats = { ...planned.stats, photo_count: 4242 };
const terrainMission = { ...planned, stats };

const DETAILS = <div>Site details</div>;

/** The site route's composition, with a page that counts its renders and shows the parts. */
function Page({ site, onRenderPage }: { site: TSite; onRenderPage: () => void }) {
  const area = useSiteMissionsArea({
    companyId: 'c1',
    site,
    units: DEFAULT_UNIT_PREFERENCES,
    details: DETAILS,
  });
  const { panel, below, layerGroups } = area;
  const page = useMemo(() => {
    onRenderPage();
    return (
      <Box>
        {panel}
        {below}
        <span data-testid="layer-count">{layerGroups.length}</span>
      </Box>
    );
  }, [panel, below, layerGroups, onRenderPage]);
  return <SiteMissionsProvider area={area}>{page}</SiteMissionsProvider>;
}

function setup(
  site: TSite,
  missions = [buildMission()],
  onRenderPage: () => void = () => undefined,
) {
  const fetch = mockFetch((method, path) => {
    if (path === '/api/v4/assets/drone') return { status: 200, body: [droneAsset] };
    if (path === '/api/v4/assets/sensor') return { status: 200, body: [sensorAsset] };
    if (path.endsWith('/sites/s1/missions')) return { status: 200, body: { missions } };
    if (method === 'POST' && path === '/api/v4/company/c1/missions')
      return { status: 201, body: { ...buildMission({ id: 'm2', name: 'Mango Orchard' }) } };
    if (method === 'DELETE') return { status: 200, body: { deleted: ['m1'] } };
    if (method === 'POST' && path === '/api/v4/company/c1/missions/generatepreview')
      return { status: 200, body: { kind: 'area_mapping', mission: terrainMission, stats } };
    return undefined;
  });
  renderMissions(<Page site={site} onRenderPage={onRenderPage} />);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteMissionsArea', () => {
  it('previews a plan, updates it when the overlap changes, and saves it', async () => {
    const { calls } = setup(buildAreaSite(), []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    const photos = await screen.findByTestId('stat-photos');
    const before = photos.textContent;
    fireEvent.change(screen.getByTestId('planner-front-overlap'), { target: { value: '88' } });
    await waitFor(() => expect(screen.getByTestId('stat-photos').textContent).not.toBe(before));
    expect(screen.getByTestId('planner-angle-used').textContent).toMatch(/Lines run at \d+°/);
    await waitFor(() =>
      expect(screen.getByTestId('planner-save')).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByTestId('planner-save'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/v4/company/c1/missions'),
      ).toBe(true),
    );
    const body = calls.find(
      (c) => c.method === 'POST' && c.path === '/api/v4/company/c1/missions',
    )!.body;
    expect(body).toMatchObject({
      kind: 'area_mapping',
      site_id: 's1',
      params: { front_overlap_pct: 88 },
    });
  });

  it('re-renders the page for a new preview only, never for a keystroke', async () => {
    let pages = 0;
    setup(buildAreaSite(), [], () => pages++);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    const photos = await screen.findByTestId('stat-photos');
    const before = { pages, photos: photos.textContent };
    // The worker stand-in answers after a macrotask: the change alone renders the panel only.
    fireEvent.change(screen.getByTestId('planner-front-overlap'), { target: { value: '85' } });
    expect(screen.getByTestId('planner-front-overlap')).toHaveProperty('value', '85');
    expect(pages).toBe(before.pages);
    await waitFor(() =>
      expect(screen.getByTestId('stat-photos').textContent).not.toBe(before.photos),
    );
    expect(pages).toBe(before.pages + 1);
  });

  it('shows an engine refusal next to its field and keeps Save disabled', async () => {
    setup(buildAreaSite(), []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    await screen.findByTestId('stat-photos');
    fireEvent.change(screen.getByTestId('planner-altitude'), { target: { value: '900' } });
    await screen.findByText('Enter a value from 2 m to 500 m.');
    expect(screen.getByTestId('planner-save')).toHaveProperty('disabled', true);
  });

  it('offers only the kinds of the site type and plans a waypoint mission', async () => {
    setup(buildAreaSite(), []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Mission type' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Area mapping',
      'Waypoints',
      'Point of interest orbit',
      'Wind turbine inspection',
      'Cell tower inspection',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Waypoints' }));
    expect(await screen.findByTestId('stat-waypoints')).toBeTruthy();
  });

  it('maps a sized square around a point site and saves its area', async () => {
    const point = buildAreaSite({
      site_type: 'point',
      geometry: { type: 'Point', coordinates: [77.59, 12.97] },
    });
    const { calls } = setup(point, []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Mission type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Area mapping' }));
    const photos = await screen.findByTestId('stat-photos');
    const before = photos.textContent;
    const slider = screen.getByRole('slider', { name: 'Area around the point' });
    expect(slider.getAttribute('aria-valuetext')).toBe('10 acres');
    slider.focus();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(screen.getByTestId('stat-photos').textContent).not.toBe(before));
    await waitFor(() =>
      expect(screen.getByTestId('planner-save')).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByTestId('planner-save'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/api/v4/company/c1/missions')?.body,
      ).toMatchObject({ kind: 'area_mapping', params: { area_acres: 20 } }),
    );
  });

  it('shows view access no planner tab, only the details', async () => {
    setup(buildAreaSite({ access_level: 'view' }));
    await screen.findByTestId('mission-row');
    expect(screen.getByText('Site details')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Plan mission' })).toBeNull();
    expect(screen.queryByTestId('planner-save')).toBeNull();
    expect(screen.getByTestId('layer-count').textContent).toBe('0');
  });

  it('disables Follow terrain while the site has no elevation source', async () => {
    setup(buildAreaSite(), []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    const terrain = await screen.findByTestId('planner-terrain');
    expect(terrain).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Choose an elevation source in the Elevation section below to follow the terrain.',
      ),
    ).toBeTruthy();
  });

  it('asks the server for the terrain-following preview and saves with it', async () => {
    const { calls } = setup(buildAreaSite({ elevation_source: 'Custom' }), []);
    await userEvent.click(screen.getByRole('tab', { name: 'Plan mission' }));
    await screen.findByTestId('stat-photos');
    const terrain = screen.getByTestId('planner-terrain');
    expect(terrain).toHaveProperty('disabled', false);
    expect(calls.some((c) => c.path.endsWith('/generatepreview'))).toBe(false);
    await userEvent.click(terrain);
    await waitFor(() => expect(screen.getByTestId('stat-photos').textContent).toMatch(/4,?242/));
    const asked = calls.find((c) => c.path === '/api/v4/company/c1/missions/generatepreview');
    expect(asked?.body).toMatchObject({
      kind: 'area_mapping',
      site_id: 's1',
      params: { terrain_following: true },
    });
    expect(screen.getByText(/the preview is planned on the server/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('planner-save')).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByTestId('planner-save'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/api/v4/company/c1/missions')?.body,
      ).toMatchObject({ params: { terrain_following: true } }),
    );
  });

  it('lets view access export but not change or delete', async () => {
    setup(buildAreaSite({ access_level: 'view' }));
    const row = await screen.findByTestId('mission-row');
    expect(within(row).getByTestId('mission-export')).toBeTruthy();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByLabelText(/More actions/)).toBeNull();
  });

  it('bulk deletes the checked missions after confirmation (full access)', async () => {
    const { calls } = setup(buildAreaSite(), [
      buildMission(),
      buildMission({ id: 'm3', name: 'Evening' }),
    ]);
    const rows = await screen.findAllByTestId('mission-row');
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('missions-bulk-delete'));
    await userEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
        path: '/api/v4/company/c1/missions/bulk',
        body: { mission_ids: ['m1', 'm3'] },
      }),
    );
  });

  it('shows a saved mission on the map when picked', async () => {
    setup(buildAreaSite());
    const row = await screen.findByTestId('mission-row');
    expect(screen.getByTestId('layer-count').textContent).toBe('0');
    await userEvent.click(within(row).getByText('Morning survey'));
    expect(screen.getByTestId('layer-count').textContent).toBe('1');
  });
});
