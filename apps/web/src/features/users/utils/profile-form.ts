// Profile form values ↔ the PATCH body, with the checks the server makes (contracts/users.ts).
import { checkName, parsePhoneNumber } from '@sortie/domain';
import type { TUpdateUserRequest, TUser } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

export interface ProfileValues {
  name: string;
  countryCode: string;
  phone: string;
  location: string;
  lat: string;
  lng: string;
}

export function profileValues(user: TUser, defaultCountryCode: string): ProfileValues {
  return {
    name: user.name,
    countryCode: user.country_code ?? defaultCountryCode,
    phone: user.phone_number ?? '',
    location: user.geo_location?.label ?? '',
    lat: user.geo_location ? String(user.geo_location.lat) : '',
    lng: user.geo_location ? String(user.geo_location.lng) : '',
  };
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function profileBody(
  v: ProfileValues,
): { ok: true; body: TUpdateUserRequest } | { ok: false; errors: ProfileErrors } {
  const errors: ProfileErrors = {};
  const name = v.name.trim();
  const checked = checkName(name);
  if (!checked.ok) {
    errors.name = i18n.t(
      checked.error === 'empty' ? 'users:validate.nameEmpty' : 'users:validate.nameLong',
    );
  }
  let phone: { country_code: string | null; phone_number: string | null } = {
    country_code: null,
    phone_number: null,
  };
  if (v.phone.trim() !== '') {
    const parsed = parsePhoneNumber(v.countryCode, v.phone);
    if (!parsed) errors.phone = i18n.t('users:validate.phone');
    else phone = { country_code: parsed.countryCode, phone_number: parsed.number };
  }
  let geo: TUpdateUserRequest['geo_location'] = null;
  const hasCoords = v.lat.trim() !== '' || v.lng.trim() !== '';
  if (hasCoords) {
    const lat = Number(v.lat);
    const lng = Number(v.lng);
    if (v.lat.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
      errors.lat = i18n.t('users:validate.lat');
    }
    if (v.lng.trim() === '' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
      errors.lng = i18n.t('users:validate.lng');
    }
    const label = v.location.trim();
    geo = { lat, lng, ...(label ? { label } : {}) };
  } else if (v.location.trim() !== '') {
    errors.lat = i18n.t('users:validate.needCoords');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { name, ...phone, geo_location: geo } };
}
