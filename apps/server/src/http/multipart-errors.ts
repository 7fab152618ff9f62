// Malformed multipart bodies are the client's fault (issue 10 §9): busboy reports a body cut
// short as a premature close and a missing boundary as a plain Error, which would otherwise fall
// through to a 500. Recognised only on multipart requests, so other stream errors stay 500s.
import { PassThrough, type Readable } from 'node:stream';
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
  return known ? invalidMultipart() : null;
}

/** The 400 for a multipart body the parser gave up on. */
export function invalidMultipart(): AppError {
  return new AppError(
    'invalid_multipart',
    400,
    'The upload is not a complete multipart/form-data body (it was cut short, has no boundary or has too many fields). Send the file again.',
  );
}

/** A file part's stream as @fastify/multipart hands it over. */
export type FilePartStream = Readable & { truncated?: boolean };

/**
 * The file part's bytes through a stream that fails with invalid_multipart when the parser gives
 * up on the body. @fastify/multipart keeps the parser's error to itself and only destroys the
 * part's stream (without an error); a stream destroyed before a consumer attaches then never
 * ends, and `pipeline` on it waits forever. Call this as soon as the part arrives, before any
 * await, so the request always gets an answer however late the bytes are read. `truncated`
 * (the size limit) is passed through.
 */
export function guardFilePart(file: FilePartStream): FilePartStream {
  const out = new PassThrough() as PassThrough & { truncated?: boolean };
  Object.defineProperty(out, 'truncated', { get: () => file.truncated === true });
  // The failure may come before anyone reads; it stays on the stream (`errored`) for the reader
  // rather than being an unhandled 'error' event.
  out.on('error', () => {});
  const fail = () => {
    if (!out.destroyed) out.destroy(invalidMultipart());
  };
  if (file.destroyed && !file.readableEnded) {
    process.nextTick(fail);
    return out;
  }
  // 'close' before 'end' is the parser destroying the part (cut short, a limit hit).
  let ended = false;
  file.once('end', () => (ended = true));
  file.once('close', () => {
    if (!ended) fail();
  });
  file.on('error', fail);
  // If the reader gives up first (an early refusal), the part is drained so the parser goes on.
  out.once('close', () => {
    if (!ended) file.resume();
  });
  file.pipe(out);
  return out;
}
