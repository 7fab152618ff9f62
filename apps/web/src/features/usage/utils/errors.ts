import { AppError } from '@sortie/domain';

/** The message to show for a failed call: the server's sentence, or a connection hint. */
export function errorText(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return 'Something went wrong. Check your connection and try again.';
}
