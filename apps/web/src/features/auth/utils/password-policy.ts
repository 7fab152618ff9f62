// Password policy shown while typing: at least 10 characters with letters and digits.
import { i18n } from '../../../i18n/i18n.ts';

// Each rule's words are `auth:passwordRules.<key>`.
export interface PasswordRule {
  key: 'length' | 'letter' | 'digit';
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', test: (p) => p.length >= 10 },
  { key: 'letter', test: (p) => /\p{L}/u.test(p) },
  { key: 'digit', test: (p) => /\d/.test(p) },
];

/** The first unmet rule as a sentence, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  const failed = PASSWORD_RULES.filter((r) => !r.test(password));
  if (failed.length === 0) return null;
  return i18n.t('auth:checks.passwordPolicy');
}
