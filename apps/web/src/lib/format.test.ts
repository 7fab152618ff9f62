import { describe, expect, it } from 'vitest';
import { initials } from './format.ts';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('asha rao kumar')).toBe('AR');
    expect(initials('  Ömer  ')).toBe('Ö');
    expect(initials('')).toBe('-');
    expect(initials(null)).toBe('-');
  });
});
