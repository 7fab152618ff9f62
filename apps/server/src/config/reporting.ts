// Operations (issue 18, decisions 412-413, 415): /metrics needs METRICS_TOKEN as a bearer token
// (without it there is no /metrics); error reports go to a Sentry-compatible DSN (Sentry,
// GlitchTip, Bugsink); the audit log's retention.
import { z } from 'zod';
import { ZOptionalString } from './env.ts';

export const reportingEnv = z.object({
  METRICS_TOKEN: ZOptionalString.pipe(z.string().min(16).optional()),
  SENTRY_DSN: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_WEB_DSN: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).default('production'),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.8),
  /** Audit log entries older than this many days are swept (decision 415); 0 keeps them all. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(365),
});

export type ReportingConfig = {
  /** Metrics and error reports (issue 18); the sample rates are platform-core §9's. */
  ops: Readonly<{
    metricsToken: string | undefined;
    sentryDsn: string | undefined;
    sentryWebDsn: string | undefined;
    sentryEnvironment: string;
    tracesSampleRate: number;
    auditRetentionDays: number;
  }>;
};

export function reportingConfig(e: z.infer<typeof reportingEnv>): ReportingConfig {
  return {
    ops: Object.freeze({
      metricsToken: e.METRICS_TOKEN,
      sentryDsn: e.SENTRY_DSN,
      sentryWebDsn: e.SENTRY_WEB_DSN,
      sentryEnvironment: e.SENTRY_ENVIRONMENT,
      tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
      auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    }),
  };
}
