// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../testing/render-feature.tsx';
import { SitePageLayout } from './site-page-layout.tsx';

describe('SitePageLayout (issue 10 §7: the planner map scrolled away)', () => {
  it('keeps the map in view while the side panel scrolls', () => {
    renderFeature(
      <SitePageLayout
        title="North field"
        backTo="/c/c1/sites"
        map={<div>map</div>}
        panel={<div style={{ height: 3000 }}>waypoints</div>}
      />,
    );
    const cell = screen.getByTestId('site-page-map');
    const style = getComputedStyle(cell);
    // The offsets per breakpoint are media queries jsdom does not apply; e2e checks them in
    // Chromium (sites-offline-map.e2e.ts scrolls the page and finds the map still in view).
    expect(style.position).toBe('sticky');
  });
});
