// The only place that reads import.meta.env (STYLE.md, "Config"): parsed once, every bad key
// listed in one error, frozen. Every setting has an embedded-mode default, so a plain build works.
// Checked by hand, not with zod: this module is on the landing page (issue 18 §1 budget).

/** Origin of the API server; empty means the app's own origin (the server serves the app). */
const ORIGIN = /^(https?:\/\/[^/]+)?$/;

export type Env = Readonly<{ apiOrigin: string }>;

export function parseEnv(source: Record<string, unknown>): Env {
  const origin = source.VITE_API_ORIGIN ?? '';
  if (typeof origin !== 'string' || !ORIGIN.test(origin)) {
    throw new Error(
      'Invalid web environment:\nVITE_API_ORIGIN: Use an origin like https://api.example.com, or leave it empty.',
    );
  }
  return Object.freeze({ apiOrigin: origin });
}

export const env: Env = parseEnv(import.meta.env);
