// Test data builders: a complete brand and user with sensible defaults.
import { rbacRulesFor } from '@sortie/domain';
import type { TBrand, TUser, TUserCompany } from '@sortie/domain/contracts';

export function buildBrand(overrides: Partial<TBrand> = {}): TBrand {
  return {
    key: 'india',
    appName: 'Sortie India',
    appNameAbbr: 'SI',
    taglines: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'],
    appLogo: '/brands/india/logo.svg',
    appLogoWhite: '/brands/india/logo-white.svg',
    favicon: '/brands/india/favicon.svg',
    androidAppUrl: 'https://example.test/pilot.apk',
    enterpriseAppUrl: 'https://example.test/enterprise.apk',
    termsUrl: 'https://example.test/terms',
    privacyUrl: 'https://example.test/privacy',
    supportEmail: 'support@example.test',
    countryCode: '91',
    locationCoordinate: [78.9629, 22.5937],
    defaultZoom: 5,
    billingDetails: { currency: 'INR' },
    theme: { primary: '#E8622C', secondary: '#1F3A5F', background: '#F7F5F2' },
    disabledFeatures: [],
    flags: { plans: true, devTools: false },
    googleSignInEnabled: true,
    mapStyles: { default: null, satellite: null, hybrid: null },
    ...overrides,
  };
}

export function buildCompany(overrides: Partial<TUserCompany> = {}): TUserCompany {
  return {
    id: 'c1',
    name: 'Skyline Surveys',
    logo: null,
    personal_space: false,
    plan: { name: '', key: '' },
    role: 'owner',
    ...overrides,
  };
}

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.test',
    profile_picture: null,
    country_code: '91',
    phone_number: null,
    geo_location: null,
    companies: [
      buildCompany({
        id: 'p1',
        name: 'Asha Rao',
        personal_space: true,
        plan: { name: 'Free', key: '' },
      }),
    ],
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
    ...overrides,
  };
}
