// What an error report may carry: no credentials. Keys that name secrets lose their values at any
// depth, and secret-looking substrings of free text (an error message quoting a header or a
// query) are masked, because a report leaves the operator's machine for a third party. The rules
// are domain's, shared with the web's reporter (decision 413).
import { maskSecretText, scrubValues, SECRET_KEY } from '@sortie/domain';
import { maskUrl } from '../http/request-log.ts';

export function scrubText(text: string): string {
  return maskSecretText(maskUrl(text));
}

export function scrubValue(value: unknown): unknown {
  return scrubValues(value, SECRET_KEY, scrubText);
}
