// The zod pieces every group of variables parses with: yes/no words, blank-is-unset strings and
// positive integers.
import { z } from 'zod';

export const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
export const ZOptionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
export const ZPositiveInt = z.coerce.number().int().positive();
