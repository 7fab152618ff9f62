// Sidebar gating (platform-core §5 and §6): an item shows only if the user holds the matching
// right. Home always shows. Settings also needs a workspace GET on Settings, and is hidden when
// the active workspace is personal on a no-limit plan unless the dev flag is on (there is nothing
// to configure there: no members, no billing). Docks (the docks list) needs Docks GET and a
// company workspace: a personal workspace cannot bind docks (decision 303).
import { isNoLimitPlan } from '../plans/plans.ts';
import { hasMetaRight, hasRight } from './has-right.ts';
import type { RbacRules } from './roles.ts';

/** Groups of the sidebar rail (platform-core §2). */
export type SidebarGroup = 'home' | 'operations' | 'fleet' | 'settings' | 'usage';
/** Items of the sidebar rail. */
export type SidebarItemKey =
  | 'home'
  | 'sites'
  | 'streams'
  | 'docks'
  | 'drones'
  | 'batteries'
  | 'logbook'
  | 'settings'
  | 'product_usage'
  | 'news_cms'
  | 'tips_cms'
  | 'governance'
  | 'audit_log'
  | 'staff_audit_log';

/** One visible sidebar item and its group. */
export interface SidebarItem {
  key: SidebarItemKey;
  group: SidebarGroup;
}

/** The parts of the signed-in user the sidebar reads. */
export interface SidebarUser {
  rbac_rules: RbacRules;
  meta_rbac_rules: RbacRules;
  meta_roles: readonly string[];
}

/** The parts of the active workspace the sidebar reads. */
export interface SidebarCompany {
  role: string | null;
  personal_space: boolean;
  plan: { key?: string | null } | null;
}

type Rule =
  | { kind: 'always' }
  | { kind: 'company'; resource: string; method: string }
  | { kind: 'meta'; resource: string; method: string };

const ITEMS: readonly (SidebarItem & { rule: Rule })[] = [
  { key: 'home', group: 'home', rule: { kind: 'always' } },
  {
    key: 'sites',
    group: 'operations',
    rule: { kind: 'company', resource: 'Sites', method: 'GET' },
  },
  {
    key: 'streams',
    group: 'operations',
    rule: { kind: 'company', resource: 'Streams', method: 'GET' },
  },
  {
    key: 'docks',
    group: 'operations',
    rule: { kind: 'company', resource: 'Docks', method: 'GET' },
  },
  { key: 'drones', group: 'fleet', rule: { kind: 'company', resource: 'Drones', method: 'GET' } },
  {
    key: 'batteries',
    group: 'fleet',
    rule: { kind: 'company', resource: 'Batteries', method: 'GET' },
  },
  // The pilot logbook reads with the Drones right (decision 350), so it shows with Drones.
  { key: 'logbook', group: 'fleet', rule: { kind: 'company', resource: 'Drones', method: 'GET' } },
  {
    key: 'settings',
    group: 'settings',
    rule: { kind: 'company', resource: 'Settings', method: 'GET' },
  },
  // Issue 18 §7: the workspace's audit log for owners and admins (decision 415).
  {
    key: 'audit_log',
    group: 'settings',
    rule: { kind: 'company', resource: 'AuditLog', method: 'GET' },
  },
  {
    key: 'product_usage',
    group: 'usage',
    rule: { kind: 'meta', resource: 'CompaniesUsage', method: 'GET' },
  },
  { key: 'news_cms', group: 'usage', rule: { kind: 'meta', resource: 'News', method: 'PATCH' } },
  { key: 'tips_cms', group: 'usage', rule: { kind: 'meta', resource: 'Tips', method: 'GET' } },
  {
    key: 'governance',
    group: 'usage',
    rule: { kind: 'meta', resource: 'CompaniesUsage', method: 'GET' },
  },
  {
    key: 'staff_audit_log',
    group: 'usage',
    rule: { kind: 'meta', resource: 'AuditLog', method: 'GET' },
  },
];

/**
 * The sidebar items to show, in rail order. Signed out, only Home shows.
 *
 * @example
 * sidebarItemsFor(user, activeCompany).map((i) => i.key); // ['home', 'sites', 'streams', …]
 */
export function sidebarItemsFor(
  user: SidebarUser | null | undefined,
  activeCompany: SidebarCompany | null | undefined,
  options: { devTools?: boolean } = {},
): SidebarItem[] {
  const role = activeCompany?.role ?? null;
  const settingsHidden =
    !options.devTools &&
    activeCompany?.personal_space === true &&
    isNoLimitPlan(activeCompany.plan);
  const visible = (item: SidebarItem & { rule: Rule }): boolean => {
    const { rule } = item;
    if (rule.kind === 'always') return true;
    if (!user) return false;
    if (rule.kind === 'meta')
      return hasMetaRight(user.meta_rbac_rules, rule.resource, rule.method, user.meta_roles);
    if (item.key === 'settings' && settingsHidden) return false;
    if (item.key === 'docks' && activeCompany?.personal_space === true) return false;
    return hasRight(user.rbac_rules, rule.resource, rule.method, role);
  };
  return ITEMS.filter(visible).map(({ key, group }) => ({ key, group }));
}
