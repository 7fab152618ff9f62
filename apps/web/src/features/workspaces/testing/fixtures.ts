// Test data for this feature's tests.
import { rbacRulesFor } from '@sortie/domain';
import type { TBrand, TMember, TUser, TUserCompany } from '@sortie/domain/contracts';

export function company(over: Partial<TUserCompany> = {}): TUserCompany {
  return {
    id: 'c1',
    name: 'Acme Surveys',
    logo: null,
    personal_space: false,
    plan: { name: 'Pro', key: 'pro' },
    role: 'owner',
    ...over,
  };
}

export const personal = (over: Partial<TUserCompany> = {}): TUserCompany =>
  company({ id: 'p1', name: 'Asha', personal_space: true, plan: { name: '', key: '' }, ...over });

export function user(over: Partial<TUser> = {}): TUser {
  return {
    id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    profile_picture: null,
    country_code: null,
    phone_number: null,
    geo_location: null,
    companies: [personal()],
    invites: [],
    rbac_rules: rbacRulesFor(),
    meta_rbac_rules: {},
    meta_roles: [],
    designation: [],
    last_release_read: null,
    accepted_privacy_policy: true,
    seen_welcome_wizard: true,
    web_schema_version: 8,
    web_preferences: {},
    unit_preferences: {
      speed: 'm/s',
      distance: 'metric',
      height: 'metric',
      temperature: 'C',
      area: 'acres',
    },
    leaving_date: null,
    personal_space_id: 'p1',
    has_password: true,
    email_verified: true,
    ...over,
  };
}

export function member(over: Partial<TMember> = {}): TMember {
  return {
    user_id: 'u2',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    country_code: null,
    phone_number: null,
    profile_picture: null,
    role: 'member',
    date_added: '2025-01-01T00:00:00Z',
    is_new: false,
    last_active_date: null,
    leaving_date: null,
    ...over,
  };
}

export const brand: TBrand = {
  key: 'sortie',
  appName: 'Sortie',
  appNameAbbr: 'SR',
  taglines: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  appLogo: '/logo.svg',
  appLogoWhite: '/logo-white.svg',
  favicon: '/favicon.svg',
  androidAppUrl: 'https://example.com/app.apk',
  enterpriseAppUrl: 'https://example.com/ent.apk',
  termsUrl: 'https://example.com/terms',
  privacyUrl: 'https://example.com/privacy',
  supportEmail: 'support@example.com',
  countryCode: '91',
  locationCoordinate: [77.5, 12.9],
  defaultZoom: 5,
  billingDetails: { currency: 'INR' },
  theme: { primary: '#0b5cad', secondary: '#f28c28' },
  disabledFeatures: [],
  flags: { plans: true, devTools: false },
  googleSignInEnabled: false,
  mapStyles: { default: null, satellite: null, hybrid: null },
};
