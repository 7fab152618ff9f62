// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { NewSitePage } from './new-site-page.tsx';

// MapLibre cannot run in jsdom; the map is replaced by a marker element whose buttons draw
// finished squares (of `deg` degrees a side) as the map would report them.
vi.mock('../../../lib/map/site-map.tsx', () => {
  const square = (deg: number) => ({
    mode: 'polygon' as const,
    finished: true,
    vertices: [
      [77, 12],
      [77 + deg, 12],
      [77 + deg, 12 + deg],
      [77, 12 + deg],
    ],
  });
  return {
    SiteMap: ({ draw }: { draw?: { onChange: (s: ReturnType<typeof square>) => void } }) => (
      <div data-testid="site-map">
        {draw && (
          <>
            <button type="button" onClick={() => draw.onChange(square(1.2))}>
              Draw a huge square
            </button>
            <button type="button" onClick={() => draw.onChange(square(0.003))}>
              Draw a field
            </button>
          </>
        )}
      </div>
    ),
  };
});

const polygonKml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>p</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>77,12 77.01,12 77.01,12.01 77,12.01 77,12</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
const twoPoints = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><Point><coordinates>77,12</coordinates></Point></Placemark>
<Placemark><Point><coordinates>77.1,12</coordinates></Point></Placemark></Document></kml>`;

function pick(text: string, name: string) {
  const input = screen.getByLabelText('Site file');
  const file = new File([text], name);
  // jsdom's File lacks arrayBuffer in some versions.
  Object.defineProperty(file, 'arrayBuffer', {
    value: () => Promise.resolve(new TextEncoder().encode(text).buffer),
  });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('NewSitePage upload workflow (feature-areas §5)', () => {
  it('refuses files with several features with the exact dialog', async () => {
    mockFetch();
    renderFeature(<NewSitePage companyId="c1" workflow="upload" />);
    pick(twoPoints, 'two.kml');
    expect(await screen.findByText('Multiple Features Detected')).toBeTruthy();
    expect(
      screen.getByText(
        'Selected KML file has multiple features. Please select a KML file which contains only a single feature.',
      ),
    ).toBeTruthy();
  });

  it('refuses an invalid file with the exact dialog', async () => {
    mockFetch();
    renderFeature(<NewSitePage companyId="c1" workflow="upload" />);
    pick('<kml xmlns="http://www.opengis.net/kml/2.2"></kml>', 'empty.kml');
    expect(await screen.findByText('Invalid KML Selected')).toBeTruthy();
  });

  it('names the site after the file and posts the parsed geometry', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path === '/api/v4/company/c1/sites'
        ? { status: 201, body: buildSite({ id: 'new-1', name: 'farm plot' }) }
        : undefined,
    );
    const { router } = renderFeature(<NewSitePage companyId="c1" workflow="upload" />);
    const save = screen.getByRole('button', { name: 'Save site' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    pick(polygonKml, 'farm plot.kml');
    await waitFor(() =>
      expect(screen.getByLabelText(/Site name/)).toHaveProperty('value', 'farm plot'),
    );
    expect(screen.getByText(/Area: /)).toBeTruthy();
    await userEvent.setup().click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/c1/sites/new-1'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'farm plot', geometry: { type: 'Polygon' } });
  });

  it('refuses in the browser what Save would refuse: a hole outside the ring, a GeoJSON shape across the antimeridian', async () => {
    // Both passed the old browser parser and were refused only by the server on Save (issue 10 §C).
    const { calls } = mockFetch();
    renderFeature(<NewSitePage companyId="c1" workflow="upload" />);
    const holeOutside = polygonKml.replace(
      '</outerBoundaryIs>',
      '</outerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>78,13 78.001,13 78.001,13.001 78,13</coordinates></LinearRing></innerBoundaryIs>',
    );
    pick(holeOutside, 'hole.kml');
    expect(await screen.findByText('Invalid KML Selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ok|close/i }));
    const across = JSON.stringify({
      type: 'LineString',
      coordinates: [
        [179.9, 0],
        [-179.9, 0],
      ],
    });
    pick(across, 'road.geojson');
    expect(await screen.findByText('Site Crosses the Antimeridian')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server refusal as its sentence', async () => {
    mockFetch((method) =>
      method === 'POST'
        ? {
            status: 422,
            body: { error: { type: 'self_intersecting', message: 'The shape crosses itself.' } },
          }
        : undefined,
    );
    renderFeature(<NewSitePage companyId="c1" workflow="upload" />);
    pick(polygonKml, 'farm.kml');
    await waitFor(() => expect(screen.getByLabelText(/Site name/)).toHaveProperty('value', 'farm'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save site' }));
    expect(await screen.findByText('The shape crosses itself.')).toBeTruthy();
  });
});

describe('NewSitePage draw workflow: the refusal of a too-large site (issue 10 §7)', () => {
  const tooLarge = {
    status: 422,
    body: {
      error: {
        type: 'site_too_large',
        message: 'The site is larger than 10,000 km².',
        details: { area_m2: 17_600_000_000, max_area_m2: 10_000_000_000 },
      },
    },
  };

  it("words the limit in the user's area unit and drops it after a valid redraw", async () => {
    // The browser judges a drawn shape with the server's own rules (flightplan siteShapeOf), so
    // a too-large drawing is refused before Save, with no request at all.
    const posts: unknown[] = [];
    mockFetch((method, _url, body) => {
      if (method !== 'POST') return undefined;
      posts.push(body);
      return posts.length === 1 ? tooLarge : { status: 201, body: buildSite({ id: 's9' }) };
    });
    renderFeature(<NewSitePage companyId="c1" workflow="draw" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Site name/), 'North field');
    await user.click(screen.getByRole('button', { name: 'Draw a huge square' }));
    expect(screen.getByRole('button', { name: 'Save site' })).toHaveProperty('disabled', true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /covers 4.3M acres, more than the 2.5M acres a site may cover/,
    );
    expect(alert.textContent).not.toMatch(/km²/);

    await user.click(screen.getByRole('button', { name: 'Draw a field' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(posts).toHaveLength(0);
  });

  it('shows a server refusal of a drawn site in the user unit too', async () => {
    mockFetch((method) => (method === 'POST' ? tooLarge : undefined));
    renderFeature(<NewSitePage companyId="c1" workflow="draw" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Site name/), 'North field');
    await user.click(screen.getByRole('button', { name: 'Draw a field' }));
    await user.click(screen.getByRole('button', { name: 'Save site' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/covers 4.3M acres/);
    expect(alert.textContent).not.toMatch(/km²/);
  });
});
