// The two checks of platform-core §6. Company level: "a right is granted when path, method and
// the active workspace role are all present". Platform level: "meta rules and meta roles work the
// same, any one meta role suffices". Missing rules or a missing role never grant anything.
import type { RbacRules } from './roles.ts';

/**
 * True when `rules[resource][method]` contains the user's role in the active workspace.
 *
 * @example
 * hasRight(user.rbac_rules, 'Sites', 'GET', activeCompany.role); // true for any member
 * hasRight(user.rbac_rules, 'Sites', 'GET', null); // false
 */
export function hasRight(
  rules: RbacRules | null | undefined,
  resource: string,
  method: string,
  role: string | null | undefined,
): boolean {
  if (!rules || !role) return false;
  return rules[resource]?.[method]?.includes(role) ?? false;
}

/**
 * True when `metaRules[resource][method]` contains any one of the user's meta roles.
 *
 * @example
 * hasMetaRight(user.meta_rbac_rules, 'News', 'PATCH', user.meta_roles); // true for Super Admin
 */
export function hasMetaRight(
  metaRules: RbacRules | null | undefined,
  resource: string,
  method: string,
  metaRoles: readonly string[] | null | undefined,
): boolean {
  const allowed = metaRules?.[resource]?.[method];
  if (!allowed || !metaRoles) return false;
  return metaRoles.some((role) => allowed.includes(role));
}
