import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, googleErrorAction } from './google-return.ts';
import { identifierBody, identifierErrors } from './identifier.ts';
import { passwordProblem } from './password-policy.ts';

describe('google return errors (feature-areas §8)', () => {
  it('maps each catalogued value', () => {
    expect(googleErrorAction('popup_blocked_by_browser')).toMatchObject({
      kind: 'notify',
      timeout: -1,
    });
    expect(googleErrorAction('cookie_disabled_by_browser')).toMatchObject({
      kind: 'notify',
      timeout: -1,
    });
    expect(googleErrorAction('google_auth_obj_initialize_error')).toEqual({
      kind: 'notify',
      message: 'Error in the Google Sign-in service! Please try again later.',
      timeout: -1,
    });
    expect(googleErrorAction('popup_closed_by_user')).toEqual({ kind: 'log' });
    expect(googleErrorAction('TransportError')).toEqual({
      kind: 'notify',
      message: 'Something went wrong when validating your credentials! Please try again later',
      timeout: -1,
    });
    expect(googleErrorAction('access_denied')).toEqual({
      kind: 'forbidden',
      message: 'Error signing in. Please try again later.',
    });
  });

  it('reads name and e-mail from a token payload', () => {
    const payload = btoa(JSON.stringify({ name: 'Asha Rao', email: 'a@b.co' })).replace(/=+$/, '');
    expect(decodeTokenClaims(`h.${payload}.s`)).toEqual({ name: 'Asha Rao', email: 'a@b.co' });
    expect(decodeTokenClaims('garbage')).toEqual({});
  });
});

describe('identifier and password checks', () => {
  it('validates e-mail or phone and builds the body', () => {
    const base = { method: 'email' as const, email: 'A@B.co ', countryCode: '91', phone: '' };
    expect(identifierErrors(base)).toEqual({});
    expect(identifierBody(base)).toEqual({ email: 'a@b.co' });
    expect(identifierErrors({ ...base, email: 'nope' })).toHaveProperty('email');
    const phone = { ...base, method: 'phone' as const, phone: '98765 43210' };
    expect(identifierErrors(phone)).toEqual({});
    expect(identifierBody(phone)).toEqual({ phone_number: '9876543210', country_code: '91' });
    expect(identifierErrors({ ...phone, phone: '12' })).toHaveProperty('phone_number');
  });

  it('requires 10 characters with letters and digits', () => {
    expect(passwordProblem('short1')).not.toBeNull();
    expect(passwordProblem('onlyletterslong')).not.toBeNull();
    expect(passwordProblem('1234567890')).not.toBeNull();
    expect(passwordProblem('letters123456')).toBeNull();
  });
});
