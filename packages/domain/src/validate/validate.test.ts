import { describe, expect, it } from 'vitest';
import { ZEmailAddress, isEmail } from './email.ts';
import { NAME_MAX_LENGTH, ZName, checkName } from './name.ts';
import { checkPassword, isPasswordAcceptable } from './password.ts';
import { isPhoneNumber, parsePhoneNumber } from './phone.ts';
import { isInRange } from './range.ts';
import { isUrl } from './url.ts';

describe('isEmail', () => {
  it('accepts standard addresses in any case', () => {
    for (const ok of ['pilot@example.com', 'Pilot.One+tag@Sub.Example.CO.IN', "o'neil@example.org"])
      expect(isEmail(ok)).toBe(true);
  });
  it('rejects malformed ones', () => {
    for (const bad of [
      '',
      'pilot',
      'pilot@',
      '@example.com',
      'a b@example.com',
      'pilot@localhost',
      'p@-x.com',
      `${'a'.repeat(250)}@x.io`,
    ])
      expect(isEmail(bad)).toBe(false);
  });
  it('schema trims and lower-cases', () => {
    expect(ZEmailAddress.parse(' Ravi@Example.com ')).toBe('ravi@example.com');
    expect(ZEmailAddress.safeParse('nope').success).toBe(false);
  });
});

describe('isUrl', () => {
  it('accepts http, https, ftp and protocol-relative URLs to public hosts', () => {
    for (const ok of [
      'http://example.com',
      'https://news.example.co.in/a/b?c=1#d',
      'ftp://files.example.org/x.zip',
      '//cdn.example.com/img.png',
      'https://example.com:8080/',
      'https://8.8.8.8/dns',
      'https://172.32.0.1',
      'https://[2001:db8::1]/',
      'HTTPS://EXAMPLE.COM',
    ])
      expect(isUrl(ok), ok).toBe(true);
  });
  it('rejects other schemes, private hosts and bad ports', () => {
    for (const bad of [
      'example.com',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://10.1.2.3',
      'http://172.16.0.1',
      'http://172.31.255.255',
      'http://192.168.1.10/admin',
      'http://169.254.169.254/latest',
      'http://0.0.0.0',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://300.1.1.1',
      'https://example.com:8',
      'https://example.com:123456',
      'https://example.com:70000',
      'https://user:pw@example.com',
      'https://exa mple.com',
      'https://-bad-.com',
      'http://intranet',
    ])
      expect(isUrl(bad), bad).toBe(false);
  });
});

describe('isInRange', () => {
  it('is inclusive by default and honours exclusive bounds', () => {
    expect(isInRange(1, { min: 1, max: 5 })).toBe(true);
    expect(isInRange(5, { min: 1, max: 5 })).toBe(true);
    expect(isInRange(1, { min: 1, max: 5, minInclusive: false })).toBe(false);
    expect(isInRange(5, { min: 1, max: 5, maxInclusive: false })).toBe(false);
    expect(isInRange(4.99, { min: 1, max: 5, maxInclusive: false })).toBe(true);
    expect(isInRange(0, { min: 1 })).toBe(false);
    expect(isInRange(6, { max: 5 })).toBe(false);
    expect(isInRange(1e12, { min: null, max: null })).toBe(true);
    expect(isInRange(Number.NaN)).toBe(false);
  });
});

describe('checkPassword', () => {
  it('lists every unmet rule', () => {
    expect(checkPassword('abc').map((p) => p.rule)).toEqual(['min_length', 'digit']);
    expect(checkPassword('1234567890').map((p) => p.rule)).toEqual(['letter']);
    expect(checkPassword('Password123').map((p) => p.rule)).toEqual(['not_common']);
    expect(checkPassword('x1'.repeat(65)).map((p) => p.rule)).toEqual(['max_length']);
    expect(checkPassword('')[0]?.message).toBe('Use at least 10 characters.');
  });
  it('accepts a decent password', () => {
    expect(checkPassword('correct horse 42')).toEqual([]);
    expect(isPasswordAcceptable('Survey-Grid-2025')).toBe(true);
    expect(isPasswordAcceptable('qwerty12345')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('normalises and checks 6 to 15 digits', () => {
    expect(parsePhoneNumber('+91', '98765 43210')).toEqual({
      countryCode: '91',
      number: '9876543210',
    });
    expect(parsePhoneNumber('592', '(222) 123-4567')).toEqual({
      countryCode: '592',
      number: '2221234567',
    });
    expect(isPhoneNumber('91', '123456')).toBe(true);
    expect(isPhoneNumber('91', '12345')).toBe(false);
    expect(isPhoneNumber('91', '1'.repeat(16))).toBe(false);
    expect(isPhoneNumber('91', '98765abc10')).toBe(false);
    expect(isPhoneNumber('', '9876543210')).toBe(false);
    expect(isPhoneNumber('0', '9876543210')).toBe(false);
    expect(isPhoneNumber('12345', '9876543210')).toBe(false);
  });
});

describe('names', () => {
  it('trims and bounds', () => {
    expect(checkName('  North Field ')).toEqual({ ok: true, value: 'North Field' });
    expect(checkName('   ')).toEqual({ ok: false, error: 'empty' });
    expect(checkName('x'.repeat(NAME_MAX_LENGTH + 1))).toEqual({ ok: false, error: 'too_long' });
    expect(checkName('x'.repeat(NAME_MAX_LENGTH)).ok).toBe(true);
    expect(ZName.parse(' Asha ')).toBe('Asha');
    expect(ZName.safeParse('  ').success).toBe(false);
  });
});
