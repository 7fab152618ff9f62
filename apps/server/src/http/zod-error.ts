// A zod failure found by hand (a multipart field, a body read outside the route schema) as the
// same 400 validation envelope the route schemas give.
import { AppError } from '@sortie/domain';
import type { z } from 'zod';

export function zodError(error: z.ZodError, where: string): AppError {
  const issues = error.issues.map((i) => ({
    path: [where, ...i.path].join('.'),
    message: i.message,
  }));
  return AppError.validation(`${issues[0]?.path}: ${issues[0]?.message}`, { issues });
}
