// What the app shows for a refused or failed call (STYLE.md "Errors": forms show details). One
// place for every feature: the notice text, the field messages a form shows beside its fields,
// and the 412 of a stale If-Match.
// In Hindi the words are chosen by the error's type (i18n/error-text.ts, decision 430).
import { AppError, limitErrorMessage } from '@sortie/domain';
import { connectionHint, translatedError, translatedFieldMessage } from '../i18n/error-text.ts';
import { i18n } from '../i18n/i18n.ts';

/** The message to show for a failed call: the server's sentence, or a connection hint. */
export function errorText(error: unknown): string {
  if (error instanceof AppError) return translatedError(error, error.message);
  return connectionHint();
}

/**
 * The missions area's wording: a plan limit (every feature error code, the mission generation
 * count included) as the sentence of domain limit-messages.ts, built from the error's type and
 * details so it names the limit; any other error as the server or the planner worded it.
 */
export function limitErrorText(
  error: unknown,
  // errors:generic; the catalogue is loaded for non-English readers only, hence the default.
  fallback = i18n.t('errors:generic', { defaultValue: 'Something went wrong. Try again.' }),
): string {
  if (error instanceof AppError)
    return translatedError(error, limitErrorMessage(error.type, error.details) ?? error.message);
  return error instanceof Error && error.message ? error.message : fallback;
}

/** True for the 412 a stale If-Match gets. */
export function isStale(error: unknown): boolean {
  return error instanceof AppError && error.status === 412;
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string') ?? null;
  return null;
}

const LOCATIONS = new Set(['body', 'query', 'params', 'headers']);

/** The field an issue path names: 'body.email' or ['body', 'email'] → 'email'. */
function issueField(path: unknown): string {
  const parts = Array.isArray(path)
    ? path.map(String)
    : typeof path === 'string'
      ? path.split('.')
      : [];
  return parts.find((p) => p && !LOCATIONS.has(p)) ?? '';
}

/** Reads `details` in the usual shapes: {field: msg}, {field: [msg]}, {fieldErrors}, {issues}. */
export function fieldErrorsFrom(
  details: Record<string, unknown> | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!details) return fields;
  const nested = details.fieldErrors ?? details.fields;
  const source =
    typeof nested === 'object' && nested !== null && !Array.isArray(nested)
      ? (nested as Record<string, unknown>)
      : details;
  for (const [key, value] of Object.entries(source)) {
    const message = firstString(value);
    if (message) fields[key] = message;
  }
  const issues = details.issues;
  if (Array.isArray(issues)) {
    for (const issue of issues as { path?: unknown; message?: unknown }[]) {
      const key = issueField(issue.path);
      if (key && typeof issue.message === 'string' && !fields[key]) fields[key] = issue.message;
    }
  }
  if (typeof details.field === 'string' && typeof details.message === 'string') {
    fields[details.field] = details.message;
  }
  return fields;
}

/** Field messages of a refused call; none for any other error. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError)) return {};
  return translatedFields(fieldErrorsFrom(error.details));
}

function translatedFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translatedFieldMessage(v)]));
}

export interface FormErrors {
  form: string | null;
  fields: Record<string, string>;
}

/**
 * Splits an error into field messages and a form-level message. The form message is left out
 * when every problem is already shown beside a known field.
 */
export function formErrorsFrom(
  error: unknown,
  knownFields: readonly string[],
  /** Error types that concern one field as a whole, e.g. identifier_taken → email. */
  typeFields: Record<string, string> = {},
): FormErrors {
  if (!(error instanceof AppError)) return { form: connectionHint(), fields: {} };
  const message = translatedError(error, error.message);
  const all = translatedFields(fieldErrorsFrom(error.details));
  const typeField = typeFields[error.type];
  if (typeField) all[typeField] = message;
  const fields = Object.fromEntries(Object.entries(all).filter(([k]) => knownFields.includes(k)));
  const shownBesideFields = Object.keys(fields).length > 0;
  return { form: shownBesideFields ? null : message, fields };
}
