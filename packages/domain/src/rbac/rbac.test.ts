import { describe, expect, it } from 'vitest';
import { ZRbacRules } from '../contracts/users.ts';
import { hasMetaRight, hasRight } from './has-right.ts';
import { isSuperAdmin, metaRbacRules, metaRolesFor } from './meta-rules.ts';
import { RBAC_METHODS, RBAC_RESOURCES, WORKSPACE_ROLES, type WorkspaceRole } from './roles.ts';
import { rbacRulesFor } from './rules.ts';

const rules = rbacRulesFor();
const can = (role: WorkspaceRole, resource: string, method: string): boolean =>
  hasRight(rules, resource, method, role);
const rolesFor = (resource: string, method: string): string[] =>
  WORKSPACE_ROLES.filter((r) => can(r, resource, method));

describe('rbacRulesFor', () => {
  it('covers every resource, uses known methods and roles, and fits the user contract', () => {
    expect(Object.keys(rules).sort()).toEqual([...RBAC_RESOURCES].sort());
    for (const methods of Object.values(rules))
      for (const [method, roles] of Object.entries(methods)) {
        expect(RBAC_METHODS).toContain(method);
        for (const role of roles) expect(WORKSPACE_ROLES).toContain(role);
      }
    expect(ZRbacRules.safeParse(rules).success).toBe(true);
  });

  it('returns a fresh copy each time', () => {
    rbacRulesFor().Sites.GET?.pop();
    expect(rbacRulesFor().Sites.GET).toHaveLength(4);
  });

  it('lets members create and fly sites but not manage people', () => {
    expect(rolesFor('Sites', 'POST')).toEqual(['owner', 'admin', 'member']);
    expect(rolesFor('Missions', 'POST')).toContain('member');
    expect(can('member', 'AddMember', 'POST')).toBe(false);
    expect(can('member', 'Invites', 'POST')).toBe(false);
    expect(can('member', 'Members', 'PATCH')).toBe(false);
    expect(can('member', 'Members', 'GET')).toBe(true);
  });

  it('keeps branding, plan and workspace deletion with the owner', () => {
    expect(rolesFor('Organization', 'PATCH')).toEqual(['owner']);
    expect(rolesFor('Organization', 'DELETE')).toEqual(['owner']);
    expect(rolesFor('Plans', 'PATCH')).toEqual(['owner']);
    expect(rolesFor('Settings', 'PATCH')).toEqual(['owner', 'admin']);
    expect(rolesFor('GuestRevoke', 'DELETE')).toEqual(['owner', 'admin']);
  });

  it('gives guests only shared-site work', () => {
    expect(can('guest', 'Sites', 'GET')).toBe(true);
    expect(can('guest', 'Sites', 'POST')).toBe(false);
    expect(can('guest', 'Sites', 'DELETE')).toBe(false);
    for (const resource of [
      'Collections',
      'Drones',
      'Batteries',
      'Streams',
      'Docks',
      'Members',
      'Settings',
    ])
      expect(can('guest', resource, 'GET')).toBe(false);
  });

  it('leaves platform resources to the meta rules', () => {
    for (const role of WORKSPACE_ROLES) {
      expect(can(role, 'CompaniesUsage', 'GET')).toBe(false);
      expect(can(role, 'PublishNews', 'POST')).toBe(false);
      expect(can(role, 'Tips', 'POST')).toBe(false);
    }
  });
});

describe('hasRight (platform-core §6)', () => {
  it('needs path, method and role all present', () => {
    expect(hasRight(rules, 'Sites', 'GET', 'member')).toBe(true);
    expect(hasRight(rules, 'Nope', 'GET', 'member')).toBe(false);
    expect(hasRight(rules, 'Sites', 'PUT', 'member')).toBe(false);
    expect(hasRight(rules, 'Sites', 'GET', null)).toBe(false);
    expect(hasRight(rules, 'Sites', 'GET', 'stranger')).toBe(false);
    expect(hasRight(undefined, 'Sites', 'GET', 'owner')).toBe(false);
    expect(hasRight({}, 'Sites', 'GET', 'owner')).toBe(false);
  });
});

describe('meta rules', () => {
  const meta = metaRbacRules();
  it('grant super_admin the staff screens', () => {
    expect(hasMetaRight(meta, 'CompaniesUsage', 'GET', ['super_admin'])).toBe(true);
    expect(hasMetaRight(meta, 'News', 'PATCH', ['super_admin'])).toBe(true);
    expect(hasMetaRight(meta, 'Tips', 'DELETE', ['super_admin'])).toBe(true);
    expect(hasMetaRight(meta, 'Governance', 'GET', ['super_admin'])).toBe(true);
    expect(hasMetaRight(meta, 'Governance', 'DELETE', ['super_admin'])).toBe(false);
  });

  it('need any one meta role', () => {
    expect(hasMetaRight(meta, 'Tips', 'GET', ['editor', 'super_admin'])).toBe(true);
    expect(hasMetaRight(meta, 'Tips', 'GET', ['editor'])).toBe(false);
    expect(hasMetaRight(meta, 'Tips', 'GET', [])).toBe(false);
    expect(hasMetaRight(meta, 'Tips', 'GET', null)).toBe(false);
    expect(hasMetaRight(null, 'Tips', 'GET', ['super_admin'])).toBe(false);
  });

  it('come from the Super Admin designation', () => {
    expect(metaRolesFor(['Pilot', 'Super Admin'])).toEqual(['super_admin']);
    expect(metaRolesFor(['super admin'])).toEqual([]);
    expect(metaRolesFor(undefined)).toEqual([]);
    expect(isSuperAdmin(['Super Admin'])).toBe(true);
    expect(isSuperAdmin(null)).toBe(false);
  });
});
