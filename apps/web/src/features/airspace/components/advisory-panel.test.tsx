// @vitest-environment jsdom
// A green point under a brand whose regulator wants permission for every professional flight
// (GCAA, Guyana; decision 384): the badge and the height line say permission is still needed.
import { cleanup, render, screen } from '@testing-library/react';
import type { TAdvisory } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { AdvisoryPanel } from './advisory-panel.tsx';

afterEach(cleanup);

const rule =
  "Every professional (commercial) drone flight in Guyana needs the GCAA's written permission";
const guyanaGreen: TAdvisory = {
  class: 'green',
  permission_needed: true,
  max_height_m: 121.92,
  height_m: 60,
  findings: [
    {
      class: 'green',
      kind: 'rule',
      text: rule,
      free_height_m: 121.92,
      zone_id: null,
      aerodrome_ident: null,
    },
  ],
  aerodromes: [],
  authority: 'GCAA, Guyana',
  rules_source: 'GCAA UAV Directive',
  conservative_default: true,
  rules_checked_on: '2026-11-24',
  aerodrome_source: 'OurAirports',
  aerodrome_data_date: '2026-05-15',
  zones_updated_at: null,
  disclaimer: 'Advisory only.',
};

describe('advisory panel, permission for every professional flight', () => {
  it('a green point says permission is still needed, and why', () => {
    render(<AdvisoryPanel advisory={guyanaGreen} />);
    expect(screen.getByText('Green: permission still needed')).toBeTruthy();
    expect(screen.getByText('Up to 122 m above ground, once permission is granted.')).toBeTruthy();
    expect(screen.getByText(rule)).toBeTruthy();
    expect(screen.queryByText('Green: no permission needed')).toBeNull();
  });

  it('without the rule a green point needs no permission', () => {
    render(<AdvisoryPanel advisory={{ ...guyanaGreen, permission_needed: false, findings: [] }} />);
    expect(screen.getByText('Green: no permission needed')).toBeTruthy();
    expect(screen.getByText('Up to 122 m above ground without permission.')).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      render(<AdvisoryPanel advisory={guyanaGreen} />);
      expect(screen.getByText('हरा: फिर भी अनुमति ज़रूरी')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
