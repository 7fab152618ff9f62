// E-mail check of platform-core §5: "a standard address pattern, case-insensitive".
// The pattern is the WHATWG HTML "valid e-mail address" one (what <input type=email> accepts),
// plus a dotted domain, because a bare host such as `ravi@localhost` never receives our invites.
import { z } from 'zod';

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * True when `value` is a plausible e-mail address (case-insensitive, no surrounding spaces).
 *
 * @example
 * isEmail('Pilot.One@Example.COM'); // true
 * isEmail('pilot@localhost'); // false
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/**
 * Zod schema for an e-mail field: trimmed, checked with isEmail, stored lower-cased so one
 * address maps to one account whatever the casing typed.
 *
 * @example
 * ZEmailAddress.parse(' Ravi@Example.com '); // 'ravi@example.com'
 */
export const ZEmailAddress = z
  .string()
  .trim()
  .refine(isEmail, { message: 'Enter a valid e-mail address.' })
  .transform((value) => value.toLowerCase());
