// The only place that reads import.meta.env (STYLE.md, "Config"): parsed once, every bad key
// listed in one error, frozen. Every setting has an embedded-mode default, so a plain build works.
import { z } from 'zod';

const ZEnv = z.object({
  /** Origin of the API server; empty means the app's own origin (the server serves the app). */
  VITE_API_ORIGIN: z
    .string()
    .regex(
      /^(https?:\/\/[^/]+)?$/,
      'Use an origin like https://api.example.com, or leave it empty.',
    )
    .default(''),
});

export type Env = Readonly<{ apiOrigin: string }>;

export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return Object.freeze({ apiOrigin: parsed.data.VITE_API_ORIGIN });
}

export const env: Env = parseEnv(import.meta.env);
