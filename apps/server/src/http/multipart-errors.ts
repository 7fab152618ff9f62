// Malformed multipart bodies are the client's fault (issue 10 §9): busboy reports a body cut
// short as a premature close and a missing boundary as a plain Error, which would otherwise fall
// through to a 500. Recognised only on multipart requests, so other stream errors stay 500s.
import { AppError } from '@sortie/domain';
import type { FastifyRequest } from 'fastify';

const BUSBOY_MESSAGES = [
  'Multipart: Boundary not found',
  'Unexpected end of form',
  'Unexpected end of multipart data',
  'Malformed part header',
  'Part terminated early',
];

/** The 400 for a malformed multipart body, or null when the error is something else. */
export function malformedMultipartError(request: FastifyRequest, error: Error): AppError | null {
  // By header, not request.isMultipart(): that exists only where the multipart plugin is.
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/')) return null;
  const code = (error as { code?: unknown }).code;
  const known =
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    BUSBOY_MESSAGES.some((message) => error.message.includes(message));
  if (!known) return null;
  return new AppError(
    'invalid_multipart',
    400,
    'The upload is not a complete multipart/form-data body (it was cut short or has no boundary). Send the file again.',
  );
}
