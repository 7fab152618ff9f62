// 'You are no more part of this company' (platform-core §4 "Active workspace", §8), shown with
// "code 403 or 400 depending on the path" the loss was found by: 403 when the server refused a
// call (user_not_part_of_company, company-access-lost.ts), 400 when the app itself finds that the
// route's workspace is not among the user's workspaces (use-active-workspace.ts: a stale link or
// bookmark, or the user refetched at app start without it). Both paths may see the same loss
// within moments; the user is told once.
// In Hindi the words are the server error's own (errors:types.user_not_part_of_company): the
// `errors` catalogue is loaded up front for non-English readers, and this can fire on any page.
import { NOTIFY_ERROR_MS } from '@sortie/domain';
import { translatedError } from '../../i18n/error-text.ts';
import { NOT_PART_OF_COMPANY_TYPE } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';

export const NOT_PART_OF_COMPANY = 'You are no more part of this company';
const QUIET_MS = 3000;

let last = -Infinity;

/** Shows the notice unless it was shown in the last 3 s; returns whether it showed. */
export function notifyNotPartOfCompany(code: 400 | 403, now: number = Date.now()): boolean {
  if (now - last < QUIET_MS) return false;
  last = now;
  const text = translatedError(
    { type: NOT_PART_OF_COMPANY_TYPE, status: code },
    NOT_PART_OF_COMPANY,
  );
  notify(text, { code, timeout: NOTIFY_ERROR_MS });
  return true;
}
