// Error text for forms and notices of this feature (STYLE.md "Errors": forms show details).
import { AppError } from '@sortie/domain';

const LOCATIONS = new Set(['body', 'query', 'params', 'headers']);

/** The message to show for a failed call: the server's sentence, or a connection hint. */
export function errorText(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return 'Something went wrong. Check your connection and try again.';
}

/** Field messages from `details` ({field: msg}, {fieldErrors}, {issues: [{path, message}]}). */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof AppError) || !error.details) return out;
  const details = error.details;
  const nested = details.fieldErrors ?? details.fields;
  const source =
    typeof nested === 'object' && nested !== null && !Array.isArray(nested)
      ? (nested as Record<string, unknown>)
      : details;
  for (const [key, value] of Object.entries(source)) {
    const message = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof message === 'string') out[key] = message;
  }
  if (Array.isArray(details.issues)) {
    for (const issue of details.issues as { path?: unknown; message?: unknown }[]) {
      const parts = Array.isArray(issue.path)
        ? issue.path.map(String)
        : typeof issue.path === 'string'
          ? issue.path.split('.')
          : [];
      const key = parts.find((p) => p && !LOCATIONS.has(p));
      if (key && typeof issue.message === 'string' && !out[key]) out[key] = issue.message;
    }
  }
  return out;
}

/** True for the 412 a stale If-Match gets. */
export function isStale(error: unknown): boolean {
  return error instanceof AppError && error.status === 412;
}
