// E-mail or phone sign-in identifiers, checked before anything is sent.
import { i18n } from '../../../i18n/i18n.ts';
export type IdentifierMethod = 'email' | 'phone';

export interface IdentifierValue {
  method: IdentifierMethod;
  email: string;
  countryCode: string;
  phone: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export type IdentifierErrors = Partial<Record<'email' | 'country_code' | 'phone_number', string>>;

export function identifierErrors(v: IdentifierValue): IdentifierErrors {
  if (v.method === 'email') {
    if (!v.email.trim()) return { email: i18n.t('auth:checks.enterEmail') };
    return isEmail(v.email) ? {} : { email: i18n.t('auth:checks.validEmail') };
  }
  const errors: IdentifierErrors = {};
  if (!/^\d{1,4}$/.test(v.countryCode.trim()))
    errors.country_code = i18n.t('auth:checks.countryCodeDigits');
  if (!/^\d{4,15}$/.test(v.phone.replace(/[\s-]/g, '')))
    errors.phone_number = i18n.t('auth:checks.phoneDigits');
  return errors;
}

/** The request fields for an identifier: {email} or {phone_number, country_code}. */
export function identifierBody(v: IdentifierValue) {
  return v.method === 'email'
    ? { email: v.email.trim().toLowerCase() }
    : { phone_number: v.phone.replace(/[\s-]/g, ''), country_code: v.countryCode.trim() };
}
