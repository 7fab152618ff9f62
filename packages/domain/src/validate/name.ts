// Names of people, sites, collections and workspaces: trimmed, non-empty, at most 100 characters.
// Release notes record "an empty name at sign-up is rejected" (platform-core §5).
import { z } from 'zod';
import type { Result } from '../result.ts';

/** Longest name accepted, in characters. */
export const NAME_MAX_LENGTH = 100;

/** Why checkName refused a name. */
export type NameProblem = 'empty' | 'too_long';

/**
 * Trims a name and checks it.
 *
 * @example
 * checkName('  North Field '); // { ok: true, value: 'North Field' }
 * checkName('   '); // { ok: false, error: 'empty' }
 */
export function checkName(name: string): Result<string, NameProblem> {
  const value = name.trim();
  if (value === '') return { ok: false, error: 'empty' };
  if (value.length > NAME_MAX_LENGTH) return { ok: false, error: 'too_long' };
  return { ok: true, value };
}

/**
 * Zod schema for a name field, same rule as checkName.
 *
 * @example
 * ZName.parse('  Asha '); // 'Asha'
 */
export const ZName = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`);
