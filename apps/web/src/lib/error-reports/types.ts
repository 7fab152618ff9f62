// Shapes shared by the eager loader (start.ts) and the lazy reporter chunk (reporter.ts).
import type { TBrand } from '@sortie/domain/contracts';

/** What the server hands the browser with the brand when SENTRY_WEB_DSN is set. */
export type WebReportsConfig = NonNullable<TBrand['errorReports']>;

/** A failed API call, as the api client saw it. */
export type ApiFailure = {
  method: string;
  /** The path without its query (the query may carry secrets; it is scrubbed anyway). */
  path: string;
  status: number;
  type: string;
  /** The server's X-Request-Id, to find its own report and log lines. */
  requestId: string | null;
};
