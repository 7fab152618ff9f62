import { describe, expect, it } from 'vitest';
import { profileBody, type ProfileValues } from './profile-form.ts';

const values = (over: Partial<ProfileValues> = {}): ProfileValues => ({
  name: 'Asha Rao',
  countryCode: '91',
  phone: '98765 43210',
  location: 'Bengaluru',
  lat: '12.97',
  lng: '77.59',
  ...over,
});

describe('profileBody', () => {
  it('builds the PATCH body with normalised phone and location', () => {
    expect(profileBody(values())).toEqual({
      ok: true,
      body: {
        name: 'Asha Rao',
        country_code: '91',
        phone_number: '9876543210',
        geo_location: { lat: 12.97, lng: 77.59, label: 'Bengaluru' },
      },
    });
  });

  it('clears phone and location when left empty', () => {
    const r = profileBody(values({ phone: '', location: '', lat: '', lng: '' }));
    expect(r).toMatchObject({
      ok: true,
      body: { country_code: null, phone_number: null, geo_location: null },
    });
  });

  it('reports each bad field', () => {
    const r = profileBody(values({ name: ' ', phone: '12', lat: '95', lng: 'x' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['lat', 'lng', 'name', 'phone']);
  });
});
