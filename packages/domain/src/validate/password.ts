// Password policy at sign-up and reset. NIST SP 800-63B favours length and a block-list of
// common passwords over composition rules; we ask for 10 characters with a letter and a digit
// (field crews share tablets, so a little composition helps) and refuse the most common choices.

/** One rule of the password policy. */
export type PasswordRule = 'min_length' | 'max_length' | 'letter' | 'digit' | 'not_common';

/** An unmet rule and the message to show under the field. */
export interface PasswordProblem {
  rule: PasswordRule;
  message: string;
}

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for passphrases, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/** Very common passwords (lower-cased) that would pass the other rules. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890a',
  '1234567890q',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'a123456789',
  'abc1234567',
  'abcd123456',
  'abcdef123456',
  'admin12345',
  'administrator1',
  'iloveyou123',
  'letmein123',
  'password01',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'q1w2e3r4t5',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop1',
  'welcome123',
  'welcome1234',
  'zaq12wsxcde3',
  'drone12345',
  'sortie12345',
]);

/**
 * Lists every rule the password breaks, each with a message for the form; empty when it passes.
 *
 * @example
 * checkPassword('short1'); // [{ rule: 'min_length', message: 'Use at least 10 characters.' }]
 * checkPassword('correct horse 42'); // []
 */
export function checkPassword(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push({
      rule: 'min_length',
      message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push({
      rule: 'max_length',
      message: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
    });
  if (!/\p{L}/u.test(password)) problems.push({ rule: 'letter', message: 'Include a letter.' });
  if (!/\p{N}/u.test(password)) problems.push({ rule: 'digit', message: 'Include a digit.' });
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    problems.push({ rule: 'not_common', message: 'This password is too common. Choose another.' });
  return problems;
}

/**
 * True when the password meets the whole policy.
 *
 * @example
 * isPasswordAcceptable('Password123'); // false (too common)
 */
export function isPasswordAcceptable(password: string): boolean {
  return checkPassword(password).length === 0;
}
