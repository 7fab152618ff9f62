// Password policy and hashing. Policy: at least 10 characters, a letter plus a digit or symbol,
// and not one of the passwords attackers try first. Hashes are argon2id (@node-rs/argon2 defaults).
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '@sortie/domain';

export const MIN_PASSWORD_LENGTH = 10;

// Common choices that meet the length and class rules yet fall to the first guesses.
const COMMON = new Set([
  'password123',
  'password1234',
  'password12345',
  'password1!',
  'passw0rd123',
  'p@ssw0rd123',
  'p@ssword123',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop1',
  'qwertyuiop123',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'zaq12wsxcde',
  'abc1234567',
  'abcd123456',
  'abcdef12345',
  'a123456789',
  '123456789a',
  '1234567890a',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'letmein1234',
  'admin12345',
  'admin123456',
  'administrator1',
  'changeme123',
  'sunshine123',
  'football123',
  'monkey12345',
  'dragon12345',
  'master12345',
  'trustno1234',
  'princess123',
  'superman123',
  'computer123',
  'india12345',
  'india@1234',
  'guyana12345',
  'sortie12345',
  'sortie123456',
  'drone12345',
  'drone123456',
  'test123456',
  'test1234567',
  'testing123',
  'secret12345',
]);

export type PasswordProblem =
  'too_short' | 'too_long' | 'needs_letter' | 'needs_digit_or_symbol' | 'too_common';

export function checkPassword(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('too_short');
  if (password.length > 256) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/[^\p{L}\s]/u.test(password)) problems.push('needs_digit_or_symbol');
  if (COMMON.has(password.toLowerCase())) problems.push('too_common');
  return problems;
}

/** Throws 400 weak_password listing the problems. */
export function assertStrongPassword(password: string): void {
  const problems = checkPassword(password);
  if (problems.length === 0) return;
  const message = problems.includes('too_common')
    ? 'This password is too common. Choose one that is harder to guess.'
    : `Use at least ${MIN_PASSWORD_LENGTH} characters with letters and at least one digit or symbol.`;
  throw new AppError('weak_password', 400, message, { problems });
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when the account does not exist, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
