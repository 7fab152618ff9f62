// The sentence of an API error (the server's message), or a plain fallback.
export function errorText(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
