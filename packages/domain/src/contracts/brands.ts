// Brand (white-label) configuration, platform-core §1. One JSON file per brand on the server,
// chosen by host name; GET /api/v4/brand answers with the brand of the request.
import { z } from 'zod';
import { ZAirspaceRules } from '../airspace/rules.ts';
import { ZLngLat } from './common.ts';

export const ZBrandTheme = z.object({
  primary: z.string(),
  secondary: z.string(),
  background: z.string().optional(),
});

export const ZBrandBillingDetails = z
  .object({
    currency: z.enum(['INR', 'USD']),
    taxLabel: z.string().optional(),
    taxRatePercent: z.number().min(0).max(100).optional(),
    companyName: z.string().optional(),
    address: z.string().optional(),
  })
  .loose();

export const ZBrandMapStyles = z.object({
  default: z.string().nullable(),
  satellite: z.string().nullable(),
  hybrid: z.string().nullable(),
});

export const ZBrand = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  appName: z.string().min(1),
  appNameAbbr: z.string().min(1),
  taglines: z.array(z.string().min(1)).length(7),
  appLogo: z.string(),
  appLogoWhite: z.string(),
  favicon: z.string(),
  androidAppUrl: z.string(),
  enterpriseAppUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  supportEmail: z.string(),
  countryCode: z.string().regex(/^\d{1,4}$/),
  locationCoordinate: ZLngLat,
  defaultZoom: z.number().min(0).max(22),
  billingDetails: ZBrandBillingDetails,
  theme: ZBrandTheme,
  disabledFeatures: z.array(z.string()),
  flags: z.object({ plans: z.boolean(), devTools: z.boolean() }),
  googleSignInEnabled: z.boolean(),
  mapStyles: ZBrandMapStyles,
  /**
   * The server's own PMTiles basemap (BASEMAP_PMTILES), for networks without a tile server: the
   * archive's URL on this origin. The web draws it as the 'Map' style. Absent when not configured.
   */
  selfHostedBasemap: z.object({ pmtilesUrl: z.string() }).nullable().optional(),
  /**
   * Where the web app sends its error reports (SENTRY_WEB_DSN, decision 413) and at which traces
   * rate; absent when the server has no web DSN, and then the web loads no reporter.
   */
  errorReports: z
    .object({
      dsn: z.string(),
      environment: z.string(),
      tracesSampleRate: z.number().min(0).max(1),
    })
    .optional(),
  /** Drone zone rules of the brand's regulator (airspace advisory); absent = conservative default. */
  airspace: ZAirspaceRules.optional(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** GET /api/v4/brand */
export const ZGetBrandResponse = ZBrand;
export type TGetBrandResponse = TBrand;
