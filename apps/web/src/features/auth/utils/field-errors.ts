// Server errors shown next to the fields they concern (STYLE.md "Errors": forms show details).
import { AppError } from '@sortie/domain';

export interface FormErrors {
  form: string | null;
  fields: Record<string, string>;
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
  return parts.find((p) => !LOCATIONS.has(p)) ?? '';
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
  if (!(error instanceof AppError)) {
    return { form: 'Something went wrong. Check your connection and try again.', fields: {} };
  }
  const all = fieldErrorsFrom(error.details);
  const typeField = typeFields[error.type];
  if (typeField) all[typeField] = error.message;
  const fields = Object.fromEntries(Object.entries(all).filter(([k]) => knownFields.includes(k)));
  const shownBesideFields = Object.keys(fields).length > 0;
  return { form: shownBesideFields ? null : error.message, fields };
}
