// What an error report may carry: no credentials. Keys that name secrets lose their values at any
// depth, and secret-looking substrings of free text (an error message quoting a header or a
// query) are masked, because a report leaves the operator's machine for a third party.
import { maskUrl, MASK } from '../http/request-log.ts';

const SECRET_KEY =
  /pass(word)?|token|secret|authorization|cookie|api[-_]?key|credential|session|dsn/i;

// `Bearer abc`, `password=abc`, `"token":"abc"` and a bare JWT.
const SECRET_TEXT: RegExp[] = [
  /(bearer\s+)[\w.~+/=-]+/gi,
  /((?:pass(?:word)?|token|secret|api[-_]?key|code|state)["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi,
  /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g,
];

export function scrubText(text: string): string {
  let out = maskUrl(text);
  for (const pattern of SECRET_TEXT) {
    out = out.replace(pattern, (match, prefix?: string) =>
      typeof prefix === 'string' ? `${prefix}${MASK}` : MASK,
    );
  }
  return out;
}

export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[too deep]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? MASK : scrubValue(v, depth + 1),
      ]),
    );
  }
  return value;
}
