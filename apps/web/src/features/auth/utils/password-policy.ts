// Password policy shown while typing: at least 10 characters with letters and digits.
export interface PasswordRule {
  key: 'length' | 'letter' | 'digit';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', label: 'At least 10 characters', test: (p) => p.length >= 10 },
  { key: 'letter', label: 'Contains a letter', test: (p) => /\p{L}/u.test(p) },
  { key: 'digit', label: 'Contains a digit', test: (p) => /\d/.test(p) },
];

/** The first unmet rule as a sentence, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  const failed = PASSWORD_RULES.filter((r) => !r.test(password));
  if (failed.length === 0) return null;
  return 'Use at least 10 characters with letters and digits.';
}
