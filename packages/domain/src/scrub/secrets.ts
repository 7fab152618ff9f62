// What may leave the operator's machine in an error report or a log line (decision 413): the
// server's reporter and request log and the web's reporter share these rules, so a secret masked
// in one is masked in all.

/** What a masked value becomes. */
export const REDACTED = '[redacted]';

/** Lower-case query parameter names whose values are credentials or personal data. */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'access_token',
  'client_secret',
  'code',
  'code_verifier',
  'google_id_token',
  'id_token',
  'password',
  'refresh_token',
  'session_state',
  'state',
  'token',
  'user_email',
  'verification_token',
]);

/**
 * Whether a raw (possibly percent-encoded) query parameter name is one of SECRET_QUERY_PARAMS.
 *
 * @example isSecretQueryParam('ID%5Ftoken') // true
 */
export function isSecretQueryParam(raw: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    // A malformed name cannot name a parameter we read.
    name = raw.toLowerCase();
  }
  return SECRET_QUERY_PARAMS.has(name);
}

/** Keys whose values are dropped from a report at any depth. */
export const SECRET_KEY =
  /pass(word)?|token|secret|authorization|cookie|api[-_]?key|credential|session|dsn/i;

// `Bearer abc`, `password=abc`, `"token":"abc"` and a bare JWT.
const SECRET_TEXT: RegExp[] = [
  /(bearer\s+)[\w.~+/=-]+/gi,
  /((?:pass(?:word)?|token|secret|api[-_]?key|code|state)["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi,
  /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g,
];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Masks secret-looking substrings of free text (an error message quoting a header or a query);
 * with `emails`, e-mail addresses too.
 *
 * @example maskSecretText('Bearer abc') // 'Bearer [redacted]'
 */
export function maskSecretText(text: string, options: { emails?: boolean } = {}): string {
  let out = text;
  for (const pattern of options.emails ? [...SECRET_TEXT, EMAIL] : SECRET_TEXT) {
    out = out.replace(pattern, (match, prefix?: unknown) =>
      typeof prefix === 'string' ? `${prefix}${REDACTED}` : REDACTED,
    );
  }
  return out;
}

/**
 * A copy of `value` where keys matching `secretKey` lose their values at any depth and strings
 * pass `scrubText`.
 *
 * @example scrubValues({ password: 'x', note: 'hi' }, SECRET_KEY, (s) => s) // { password: '[redacted]', note: 'hi' }
 */
export function scrubValues(
  value: unknown,
  secretKey: RegExp,
  scrubText: (text: string) => string,
  depth = 0,
): unknown {
  if (depth > 8) return '[too deep]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value))
    return value.map((v) => scrubValues(v, secretKey, scrubText, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        secretKey.test(k) ? REDACTED : scrubValues(v, secretKey, scrubText, depth + 1),
      ]),
    );
  }
  return value;
}
