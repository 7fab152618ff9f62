import { describe, expect, it } from 'vitest';
import { personalPath } from './personal-path.ts';

describe('personalPath', () => {
  it('keeps the section and drops ids of the lost workspace', () => {
    expect(personalPath('/company/c1/sites', 'p1')).toBe('/company/p1/sites');
    expect(personalPath('/company/c1/sites/s9', 'p1')).toBe('/company/p1/sites');
    expect(personalPath('/company/c1/settings/members', 'p1')).toBe('/company/p1/settings');
  });

  it('goes home when the path names no section or no company', () => {
    expect(personalPath('/company/c1', 'p1')).toBe('/company/p1/home');
    expect(personalPath('/users/u1/invites', 'p1')).toBe('/company/p1/home');
    expect(personalPath('/', 'p1')).toBe('/company/p1/home');
  });
});
