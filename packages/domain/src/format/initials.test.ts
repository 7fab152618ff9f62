import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials (platform-core §5)', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(getInitials('asha rao verma')).toBe('AR');
    expect(getInitials('  Ravi   Kumar ')).toBe('RK');
    expect(getInitials('madonna')).toBe('M');
    expect(getInitials('(ravi) kumar')).toBe('RK');
    expect(getInitials('élodie über')).toBe('ÉÜ');
  });

  it("gives '-' when there is nothing to take", () => {
    expect(getInitials('')).toBe('-');
    expect(getInitials('   ')).toBe('-');
    expect(getInitials(null)).toBe('-');
    expect(getInitials(undefined)).toBe('-');
    expect(getInitials('!! ??')).toBe('-');
  });
});
