// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch } from '../../../testing/render-app.tsx';
import { buildElevationSite, renderSection } from '../testing/render-section.tsx';
import { ElevationSection } from './elevation-section.tsx';

const SITE_PATH = '/api/v4/company/c1/sites/s1';
const GRID = {
  elevation_source: 'SRTM',
  spacing_m: 20,
  cells: [
    { position: [77.001, 12.001], elevation_m: 100 },
    { position: [77.002, 12.001], elevation_m: 124 },
    { position: [77.003, 12.001], elevation_m: null },
  ],
  min_m: 100,
  max_m: 124,
  gap_count: 1,
  note: null,
};

/** XMLHttpRequest double: records the upload and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const tiff = () =>
  new File([new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])], 'field.tif', {
    type: 'image/tiff',
  });

describe('ElevationSection', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the heat map legend in the user’s height unit and checks coverage', async () => {
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path === `${SITE_PATH}/heatmapelevations`)
        return { status: 200, body: GRID };
      if (method === 'POST' && path === '/api/v4/company/c1/sites/verifyelevationgrid')
        return {
          status: 200,
          body: {
            elevation_source: 'SRTM',
            cell_count: 3,
            gap_count: 1,
            coverage_pct: 66.67,
            gaps: [[77.003, 12.001]],
            verdict: 'partial',
            message: 'The elevation data covers 66.67% of the area; 1 of 3 cells have no height.',
          },
        };
      return undefined;
    });
    const user = buildUser({
      unit_preferences: { ...buildUser().unit_preferences, height: 'imperial' },
    });
    renderSection(
      <ElevationSection companyId="c1" site={buildElevationSite({ elevation_source: 'SRTM' })} />,
      { user },
    );
    const legend = await screen.findByRole('group', { name: 'Elevation legend' });
    expect(within(legend).getByText('Lowest 328.1 ft')).toBeTruthy();
    expect(within(legend).getByText('Highest 406.8 ft')).toBeTruthy();
    expect(within(legend).getByText('No data (1 of 3 cells)')).toBeTruthy();
    expect(calls.find((c) => c.path.includes('heatmapelevations'))?.path).toContain('cells=2500');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check coverage' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/covers 66.67% of the area/);
  });

  it('saves the source with If-Match and says why a missing tile gives no heat map', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === `${SITE_PATH}/heatmapelevations`)
        return {
          status: 422,
          body: {
            error: {
              type: 'srtm_tile_missing',
              message: 'SRTM tile N12E077 is not available on this server.',
            },
          },
        };
      if (method === 'PATCH' && path === SITE_PATH)
        return { status: 200, body: buildElevationSite({ elevation_source: 'SRTM', etag: 'e2' }) };
      return undefined;
    });
    renderSection(
      <ElevationSection companyId="c1" site={buildElevationSite({ elevation_source: 'Custom' })} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'SRTM' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ elevation_source: 'SRTM' });
    expect(patch.headers['If-Match']).toBe('e1');
    expect(await screen.findByText(/SRTM tile N12E077 is not available/)).toBeTruthy();
  });

  it('draws no heat map for the source None, and says how to get one', async () => {
    const { calls } = mockFetch();
    renderSection(<ElevationSection companyId="c1" site={buildElevationSite()} />);
    expect(screen.getByTestId('heatmap-none').textContent).toMatch(/^Choose SRTM or a custom/);
    expect(screen.queryByRole('region', { name: 'Elevation heat map' })).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('heatmapelevations'))).toBe(false),
    );
  });

  it('checks a GeoTIFF in the browser, then uploads it with a progress bar', async () => {
    mockFetch((method, path) => {
      if (path === `${SITE_PATH}/elevation_model`) return { status: 200, body: { model: null } };
      if (path === `${SITE_PATH}/heatmapelevations`)
        return {
          status: 422,
          body: { error: { type: 'elevation_model_missing', message: 'No model yet.' } },
        };
      return undefined;
    });
    const ux = userEvent.setup({ applyAccept: false });
    renderSection(
      <ElevationSection companyId="c1" site={buildElevationSite({ elevation_source: 'Custom' })} />,
    );
    expect(await screen.findByText(/No elevation model uploaded yet/)).toBeTruthy();
    const input = screen.getByLabelText('GeoTIFF file');

    await ux.upload(input, new File(['<svg/>'], 'map.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a GeoTIFF file (.tif or .tiff).')).toBeTruthy();
    await ux.upload(input, new File(['<svg/>'], 'fake.tif'));
    expect(await screen.findByText(/not a GeoTIFF/)).toBeTruthy();
    expect(FakeXhr.last).toBeNull();

    await ux.upload(input, tiff());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toContain(`${SITE_PATH}/elevation_model`);
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    xhr.respond(201, {
      site_id: 's1',
      file_name: 'field.tif',
      size_bytes: 8,
      bbox: [77, 12, 77.01, 12.01],
      width: 25,
      height: 25,
      coverage_pct: 100,
      uploaded_at: '2026-11-22T08:00:00Z',
      uploaded_by: 'u1',
    });
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull(),
    );
  });

  it('is read-only with view access', async () => {
    mockFetch((_m, path) =>
      path === `${SITE_PATH}/elevation_model`
        ? { status: 200, body: { model: null } }
        : path === `${SITE_PATH}/heatmapelevations`
          ? { status: 200, body: { ...GRID, elevation_source: 'Custom' } }
          : undefined,
    );
    renderSection(
      <ElevationSection
        companyId="c1"
        site={buildElevationSite({ elevation_source: 'Custom', access_level: 'view' })}
      />,
    );
    expect(await screen.findByText(/You need edit access/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'None' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload GeoTIFF' })).toBeNull();
  });
  it('speaks Hindi: the legend, the coverage check and the sources', async () => {
    mockFetch((method, path) => {
      if (method === 'GET' && path === `${SITE_PATH}/heatmapelevations`)
        return { status: 200, body: GRID };
      if (method === 'POST' && path === '/api/v4/company/c1/sites/verifyelevationgrid')
        return {
          status: 200,
          body: {
            elevation_source: 'SRTM',
            cell_count: 3,
            gap_count: 1,
            coverage_pct: 66.67,
            gaps: [[77.003, 12.001]],
            verdict: 'partial',
            message: 'The elevation data covers 66.67% of the area; 1 of 3 cells have no height.',
          },
        };
      return undefined;
    });
    await i18n.changeLanguage('hi');
    renderSection(
      <ElevationSection companyId="c1" site={buildElevationSite({ elevation_source: 'SRTM' })} />,
    );
    const legend = await screen.findByRole('group', { name: 'ऊँचाई के रंगों की सूची' });
    expect(within(legend).getByText('न्यूनतम 100 m')).toBeTruthy();
    expect(within(legend).getByText('डेटा नहीं (3 में से 1 सेल)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोई नहीं' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'कवरेज जाँचें' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/क्षेत्र का 66.67% कवर करता है/);
  });
});
