// The error envelope as a zod schema, for the server's OpenAPI and tests. Apart from errors.ts
// so that AppError and parseApiError load without zod (the web's landing page, issue 18 §1).
import { z } from 'zod';

export const ZErrorEnvelope = z.object({
  error: z.object({
    type: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    /** The server's id of the request (X-Request-Id), to quote when reporting a problem. */
    request_id: z.string().optional(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
