// @vitest-environment jsdom
// The timeline and the advisory panel render a forecast and an advisory as the server sends them.
import { cleanup, render, screen } from '@testing-library/react';
import type { TAdvisory, TForecast } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { AdvisoryPanel } from './advisory-panel.tsx';
import { GoNoGoTimeline } from './go-no-go-timeline.tsx';

afterEach(cleanup);

const times = Array.from({ length: 48 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 15, 9 + i)).toISOString(),
);
const forecast: TForecast = {
  weather: 'off',
  weather_note: 'Weather is off: no weather provider is configured on this server (WEATHER_URL).',
  height_m: 60,
  drone: {
    drone_id: null,
    max_wind_ms: 10,
    ip_rating: null,
    min_temp_c: 0,
    max_temp_c: 40,
    is_default: true,
  },
  hours: [],
  daylight: [
    { date: '2026-01-14', sunrise: null, sunset: null, civil_dawn: null, civil_dusk: null },
    {
      date: '2026-01-15',
      sunrise: '2026-01-15T01:15:00.000Z',
      sunset: '2026-01-15T12:45:00.000Z',
      civil_dawn: '2026-01-15T00:55:00.000Z',
      civil_dusk: '2026-01-15T13:05:00.000Z',
    },
  ],
  verdicts: times.map((time, i) => ({
    time,
    go: i < 4,
    reasons: i < 4 ? [] : ['Outside daylight (before civil dawn or after civil dusk).'],
  })),
};
const advisory: TAdvisory = {
  class: 'yellow',
  permission_needed: true,
  max_height_m: 0,
  height_m: 60,
  findings: [
    {
      class: 'yellow',
      kind: 'aerodrome',
      text: '1.0 km from the perimeter of Kempegowda International Airport: controlled airspace',
      free_height_m: 0,
      zone_id: null,
      aerodrome_ident: 'VOBL',
    },
  ],
  aerodromes: [
    {
      ident: 'VOBL',
      iata: 'BLR',
      name: 'Kempegowda International Airport',
      lng_lat: [77.7, 13.2],
      distance_km: 3,
    },
  ],
  authority: 'DGCA',
  rules_source: 'MoCA 2021',
  conservative_default: false,
  rules_checked_on: '2026-11-24',
  aerodrome_source: 'OurAirports',
  aerodrome_data_date: '2026-05-15',
  zones_updated_at: null,
  disclaimer: 'Advisory only.',
};

describe('airspace components', () => {
  it('shows 48 hours, the first no-go hour chosen with its reason', () => {
    render(<GoNoGoTimeline forecast={forecast} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    expect(screen.getByText(/Weather is off/)).toBeTruthy();
    expect(screen.getByText(/Outside daylight/)).toBeTruthy();
  });

  it('shows the advisory with the nearest airport', () => {
    render(<AdvisoryPanel advisory={advisory} />);
    expect(screen.getByText('Yellow: permission needed')).toBeTruthy();
    expect(screen.getByText(/Kempegowda International Airport \(BLR\)/)).toBeTruthy();
  });

  it('reads in Hindi: the class, the aerodromes and the flyable hours', async () => {
    await i18n.changeLanguage('hi');
    try {
      render(<AdvisoryPanel advisory={advisory} />);
      expect(screen.getByText('पीला: अनुमति ज़रूरी')).toBeTruthy();
      expect(screen.getByText('निकटतम हवाई अड्डे')).toBeTruthy();
      cleanup();
      render(<GoNoGoTimeline forecast={forecast} />);
      expect(screen.getByText(/में से \d+ घंटे उड़ान योग्य/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
