// @vitest-environment jsdom
// The rule-drawn aerodrome zones on the advisory map: their layer group is added under the
// imported zones, coloured by class, and the legend names each ring of the brand's rules (or asks
// to zoom in when the view is wider than the server draws).
import { cleanup, render, screen } from '@testing-library/react';
import type { TAerodromeZonesResponse, TZonesResponse } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AerodromeZonesLegend } from './aerodrome-zones-legend.tsx';
import { advisoryMapLayers } from './advisory-map-layers.ts';
import { ZONE_COLOURS } from './zone-class.ts';

afterEach(cleanup);

const square = (x: number, y: number): [number, number][] => [
  [x, y],
  [x + 0.1, y],
  [x + 0.1, y + 0.1],
  [x, y],
];
const rings = [
  { class: 'yellow' as const, from_km: 0, to_km: 8, free_height_m: 0 },
  { class: 'green' as const, from_km: 8, to_km: 12, free_height_m: 60.96 },
];
const kempegowda: TAerodromeZonesResponse = {
  zones: rings.map((r) => ({
    ...r,
    aerodrome_ident: 'VOBL',
    aerodrome_name: 'Kempegowda International Airport',
    polygon: [square(77.6, 13.1)],
  })),
  rings,
  authority: 'DGCA, India',
};
const imported: TZonesResponse = {
  truncated: false,
  zones: [
    {
      id: 'z1',
      name: 'Vidhana Soudha',
      class: 'red',
      floor_m: 0,
      ceiling_m: 20_000,
      valid_from: null,
      valid_to: null,
      source: 'test',
      polygons: [[square(77.5, 12.9)]],
    },
  ],
};

describe('aerodrome zones on the advisory map', () => {
  it('adds the rings as their own layer group, under the imported zones and the point', () => {
    const groups = advisoryMapLayers({
      aerodromeZones: kempegowda,
      zones: imported,
      point: [77.6, 13.0],
    });
    expect(groups.map((g) => g.id)).toEqual([
      'airspace-aerodrome-zones',
      'airspace-zones',
      'airspace-point',
    ]);
    const features = groups[0]!.data.features;
    expect(features.map((f) => [f.geometry.type, f.properties?.['colour'] as string])).toEqual([
      ['Polygon', ZONE_COLOURS.yellow],
      ['Polygon', ZONE_COLOURS.green],
    ]);
    expect(groups[0]!.layers.map((l) => l.type)).toEqual(['fill', 'line']);
  });

  it('keeps an empty group before the answer arrives, so the layer order never changes', () => {
    const groups = advisoryMapLayers({ aerodromeZones: undefined, zones: undefined, point: null });
    expect(groups.map((g) => [g.id, g.data.features.length])).toEqual([
      ['airspace-aerodrome-zones', 0],
      ['airspace-zones', 0],
    ]);
  });

  it('the legend names each ring of the rules, or asks to zoom in', () => {
    const { unmount } = render(<AerodromeZonesLegend data={kempegowda} tooWide={false} />);
    expect(
      screen.getByText(
        '0–8 km from the perimeter: controlled airspace from the ground, permission needed',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('8–12 km from the perimeter: up to 61 m above ground without permission'),
    ).toBeTruthy();
    unmount();
    render(<AerodromeZonesLegend data={kempegowda} tooWide />);
    expect(screen.getByText('Zoom in to see the zones around aerodromes.')).toBeTruthy();
  });
});
