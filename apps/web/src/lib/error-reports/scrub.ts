// What a browser error report may carry (decision 413): domain's rules, shared with the server's
// reporter and request log, plus e-mail addresses, which the web shows on every page. A report
// leaves the operator's machine for a third party.
import { isSecretQueryParam, maskSecretText, REDACTED, scrubValues } from '@sortie/domain';

export const MASK = REDACTED;

// The server's keys, and e-mail ones: the web's objects carry the signed-in user.
const SECRET_KEY =
  /pass(word)?|token|secret|authorization|cookie|api[-_]?key|credential|session|dsn|e-?mail/i;

/** Masks the values of secret query parameters in every URL-looking part of `text`. */
function maskQueries(text: string): string {
  return text.replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (match, sep: string, key: string) =>
    isSecretQueryParam(key) ? `${sep}${key}=${MASK}` : match,
  );
}

export function scrubText(text: string): string {
  return maskSecretText(maskQueries(text), { emails: true });
}

/** Keys that name secrets lose their values at any depth; strings are scrubbed as text. */
export function scrubValue(value: unknown): unknown {
  return scrubValues(value, SECRET_KEY, scrubText);
}
