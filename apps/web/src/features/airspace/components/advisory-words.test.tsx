// @vitest-environment jsdom
// The advisory's server sentences in Hindi (decision 432): findings, the rules' authority and
// source, the disclaimer, the weather note, the planner's warnings and the mission's height note
// are written from their codes, so a Hindi page carries no English sentence; English readers keep
// the server's own sentences byte for byte, and an unknown code or an unnamed permission falls
// back to the English.
import { cleanup, render } from '@testing-library/react';
import type { TAdvisory, TForecast } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { AdvisoryPanel } from './advisory-panel.tsx';
import { codedText } from './coded-text.ts';
import { GoNoGoTimeline } from './go-no-go-timeline.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const ATC =
  'permission from the air traffic control authority (AAI, IAF, Navy or HAL) on Digital Sky';
const AIRPORT = 'Kempegowda International Airport';
const finding = (
  cls: TAdvisory['class'],
  kind: TAdvisory['findings'][number]['kind'],
  text: string,
  code: string,
  params: Record<string, string | number>,
): TAdvisory['findings'][number] => ({
  class: cls,
  kind,
  text,
  text_code: { code, params },
  free_height_m: 0,
  zone_id: null,
  aerodrome_ident: null,
});

const FINDINGS = [
  finding(
    'red',
    'zone',
    "Palace grounds (0–200 m): no-drone zone; flights only with the Central Government's permission",
    'zone_red',
    { zone: 'Palace grounds', floor: 0, ceiling: 200, permission: 'india_central_government' },
  ),
  finding(
    'yellow',
    'aerodrome',
    `3.0 km from the perimeter of ${AIRPORT}: controlled airspace from the ground; ${ATC}`,
    'aerodrome_controlled',
    { km: 3, aerodrome: AIRPORT, permission: 'india_atc' },
  ),
  finding(
    'yellow',
    'height',
    `150 m is above the 122 m flown here without permission; ${ATC}`,
    'height_above_free',
    { height: 150, free: 122, permission: 'india_atc' },
  ),
  finding('green', 'zone', 'Fields: green up to 100 m', 'zone_green', {
    zone: 'Fields',
    ceiling: 100,
  }),
];
const AUTHORITY = 'DGCA, India (Drone Rules 2021, Digital Sky airspace map)';
const SOURCE =
  'Ministry of Civil Aviation release on the drone airspace map, 24 September 2021; Drone Rules 2021 rule 19. Check digitalsky.dgca.gov.in before every flight.';
const DISCLAIMER =
  'Advisory only. Zones around aerodromes are measured from reference points in OurAirports data, ' +
  'not surveyed perimeters, and imported zones may be out of date. The regulator’s own map, NOTAMs ' +
  'and local restrictions decide; the pilot remains responsible for every flight.';
const advisory: TAdvisory = {
  class: 'red',
  permission_needed: true,
  max_height_m: 0,
  height_m: 150,
  findings: FINDINGS,
  aerodromes: [
    { ident: 'VOBL', iata: 'BLR', name: AIRPORT, lng_lat: [77.7, 13.2], distance_km: 5 },
  ],
  authority: AUTHORITY,
  rules_source: SOURCE,
  authority_code: { code: 'india_dgca', params: {} },
  rules_source_code: { code: 'india_dgca', params: {} },
  conservative_default: false,
  rules_checked_on: '2026-11-24',
  aerodrome_source: 'OurAirports',
  aerodrome_data_date: '2026-05-15',
  zones_updated_at: null,
  disclaimer: DISCLAIMER,
  disclaimer_code: { code: 'advisory_only', params: {} },
};
const WEATHER_OFF =
  'Weather is off: no weather provider is configured on this server (WEATHER_URL).';
const forecast: TForecast = {
  weather: 'off',
  weather_note: WEATHER_OFF,
  weather_note_code: { code: 'weather_off', params: {} },
  height_m: 150,
  drone: {
    drone_id: null,
    max_wind_ms: 10,
    ip_rating: null,
    min_temp_c: 0,
    max_temp_c: 40,
    is_default: true,
  },
  hours: [],
  daylight: [],
  verdicts: [],
};
const ENGLISH = [...FINDINGS.map((f) => f.text), AUTHORITY, SOURCE, DISCLAIMER, WEATHER_OFF];

/** Latin words a Hindi page may keep: names, units, acronyms and addresses. */
const KEPT =
  /^(Palace|grounds|Fields|Kempegowda|International|Airport|BLR|DGCA|Digital|Sky|AAI|IAF|HAL|OurAirports|NOTAM|WEATHER_URL|digitalsky\.dgca\.gov\.in)$/;

function renderAll() {
  return render(
    <>
      <AdvisoryPanel advisory={advisory} />
      <GoNoGoTimeline forecast={forecast} />
    </>,
  );
}

describe('advisory sentences by code', () => {
  it('English readers get the server’s sentences, byte for byte', () => {
    const { container } = renderAll();
    for (const sentence of ENGLISH) expect(container.textContent).toContain(sentence);
  });

  it('a Hindi page has no English sentence left', async () => {
    await i18n.changeLanguage('hi');
    const { container } = renderAll();
    const text = container.textContent;
    for (const sentence of ENGLISH) expect(text).not.toContain(sentence);
    const latin = (text.match(/[A-Za-z][A-Za-z_.]*[A-Za-z]/g) ?? []).filter((w) => !KEPT.test(w));
    expect(latin).toEqual([]);
    expect(text).toContain(
      'Palace grounds (0–200 मी): ड्रोन-निषिद्ध क्षेत्र; उड़ान केवल केंद्र सरकार की अनुमति से',
    );
    expect(text).toContain(
      `${AIRPORT} की सीमा से 3.0 किमी: ज़मीन से ही नियंत्रित एयरस्पेस; Digital Sky पर एयर ट्रैफ़िक कंट्रोल प्राधिकरण (AAI, IAF, नौसेना या HAL) से अनुमति लें`,
    );
    expect(text).toContain('मौसम बंद है: इस सर्वर पर कोई मौसम प्रदाता सेट नहीं है (WEATHER_URL)।');
  });

  it('warnings and height notes in Hindi, with numbers in the reader’s locale', async () => {
    await i18n.changeLanguage('hi');
    expect(
      codedText(
        'The mission climbs to 1500 m…',
        {
          code: 'above_aerodrome_free',
          params: { height: 1500, free: 61, km: 10, aerodrome: AIRPORT },
        },
        'warnings',
      ),
    ).toBe(
      `मिशन 1,500 मी तक जाता है, जो ${AIRPORT} से 10.0 किमी पर बिना अनुमति के तय 61 मी की सीमा से ऊपर है।`,
    );
    expect(
      codedText('Heights above take-off…', { code: 'height_assumed', params: {} }, 'notes'),
    ).toMatch(/^टेक-ऑफ़ से ऊँचाई को ज़मीन से ऊँचाई माना गया है/);
  });

  it('an unknown code, or a permission this web has no words for, stays English', async () => {
    await i18n.changeLanguage('hi');
    expect(codedText('Something new.', { code: 'not_known_yet', params: {} }, 'findings')).toBe(
      'Something new.',
    );
    expect(
      codedText(
        'Base (0–100 m): controlled airspace; permission from Ruritania',
        {
          code: 'zone_yellow',
          params: { zone: 'Base', floor: 0, ceiling: 100, permission: 'ruritania' },
        },
        'findings',
      ),
    ).toBe('Base (0–100 m): controlled airspace; permission from Ruritania');
    expect(codedText('No code.', undefined, 'notes')).toBe('No code.');
  });
});
