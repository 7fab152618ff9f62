import { rbacRulesFor } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { member } from '../testing/fixtures.ts';
import {
  NEW_MEMBER_MS,
  SELF_ROLE_NOTE,
  assignableRoles,
  isNewMember,
  removal,
  roleChange,
  type Viewer,
} from './member-rules.ts';

const rules = rbacRulesFor();
const owner: Viewer = { id: 'u1', role: 'owner', rules };
const admin: Viewer = { id: 'u1', role: 'admin', rules };
const plain: Viewer = { id: 'u1', role: 'member', rules };

describe('member role rules', () => {
  it('nobody changes their own role (platform-core §5)', () => {
    const self = member({ user_id: 'u1', role: 'owner' });
    expect(roleChange(owner, self)).toEqual({ allowed: false, reason: SELF_ROLE_NOTE });
    expect(removal(owner, self).allowed).toBe(false);
  });

  it('owners and admins change members; members cannot', () => {
    expect(roleChange(owner, member()).allowed).toBe(true);
    expect(roleChange(admin, member()).allowed).toBe(true);
    expect(roleChange(plain, member()).allowed).toBe(false);
    expect(removal(plain, member()).allowed).toBe(false);
  });

  it('an admin cannot change or remove an owner, nor make owners', () => {
    const theOwner = member({ role: 'owner' });
    expect(roleChange(admin, theOwner).allowed).toBe(false);
    expect(removal(admin, theOwner).allowed).toBe(false);
    expect(assignableRoles(admin)).toEqual(['admin', 'member']);
    expect(assignableRoles(owner)).toEqual(['owner', 'admin', 'member']);
    expect(assignableRoles(plain)).toEqual([]);
  });

  it('removed members are read-only', () => {
    const left = member({ leaving_date: '2025-02-01T00:00:00Z' });
    expect(roleChange(owner, left).allowed).toBe(false);
    expect(removal(owner, left).allowed).toBe(false);
  });

  it('the New badge lasts one week', () => {
    const now = Date.parse('2025-03-10T00:00:00Z');
    const at = (ms: number) => member({ date_added: new Date(now - ms).toISOString() });
    expect(isNewMember(at(NEW_MEMBER_MS - 1000), now)).toBe(true);
    expect(isNewMember(at(NEW_MEMBER_MS + 1000), now)).toBe(false);
  });
});
