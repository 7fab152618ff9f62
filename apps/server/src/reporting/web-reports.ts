// The web app's side of error reports (decision 413): what the brand hands the browser when
// SENTRY_WEB_DSN is set, and the origin the CSP must let the browser post envelopes to.
import type { TBrand } from '@sortie/domain/contracts';
import type { ReportingConfig } from '../config/reporting.ts';

type Ops = ReportingConfig['ops'];

/** The brand's `errorReports`: undefined without a web DSN, so the web loads no reporter. */
export function webErrorReports(ops: Ops): TBrand['errorReports'] {
  if (!ops.sentryWebDsn) return undefined;
  return {
    dsn: ops.sentryWebDsn,
    environment: ops.sentryEnvironment,
    tracesSampleRate: ops.tracesSampleRate,
  };
}

/** The web DSN's origin for connect-src (an http:// sink is not covered by `https:`). */
export function webReportOrigins(ops: Ops): string[] {
  return ops.sentryWebDsn ? [new URL(ops.sentryWebDsn).origin] : [];
}
