// Data Check contracts (issue 14; platform-core §7 lists the calls, "no token; bodies not shown").
// A run's summary only: settings, counts, figures, verdict and reasons. No image, no file name
// list, no position: the images never leave the browser. Every field is bounded so a hostile
// client cannot store more than a few kilobytes per run.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';

/** Random id a browser keeps for a signed-out visitor (localStorage), to count its free runs. */
export const ZVisitorId = z.uuid();

const pct = z.number().min(0).max(100);

/** What the pilot configured (no site geometry: only its id). */
export const ZDataVerificationSettings = z.strictObject({
  altitude_m: z.number().min(1).max(2000).nullable(),
  gsd_cm: z.number().min(0.05).max(100).nullable(),
  front_overlap_pct: pct,
  side_overlap_pct: pct,
  camera_id: z.string().max(64).nullable(),
  site_id: ZId.nullable(),
  mapping: z.boolean(),
});
export type TDataVerificationSettings = z.infer<typeof ZDataVerificationSettings>;

export const DATA_VERIFICATION_ISSUE_KINDS = [
  'gps_missing',
  'blur',
  'overexposed',
  'underexposed',
  'gimbal_off_nadir',
  'altitude_outlier',
  'duplicate',
  'unreadable',
  'pixels_unchecked',
] as const;

const count = z.number().int().min(0).max(1_000_000);

/** Final summary of a run. */
export const ZDataVerificationSummary = z.strictObject({
  verdict: z.enum(['pass', 'warn', 'fail']),
  reasons: z.array(z.string().max(300)).max(50),
  counts: z.partialRecord(z.enum(DATA_VERIFICATION_ISSUE_KINDS), count),
  image_count: count,
  with_gps: count,
  flagged_count: count,
  front_overlap_pct: z.number().min(-1000).max(100).nullable(),
  side_overlap_pct: z.number().min(-1000).max(100).nullable(),
  coverage_pct: pct.nullable(),
  gsd_cm: z.number().min(0).max(10_000).nullable(),
  missing_strips: count,
  cameras: z.array(z.string().max(120)).max(20),
  duration_ms: z.number().int().min(0).max(86_400_000),
});
export type TDataVerificationSummary = z.infer<typeof ZDataVerificationSummary>;

/** POST /data_verification: a run starts (after its trial was counted). */
export const ZCreateDataVerificationRequest = z.strictObject({
  visitor_id: ZVisitorId,
  image_count: count,
  settings: ZDataVerificationSettings,
});
export type TCreateDataVerificationRequest = z.infer<typeof ZCreateDataVerificationRequest>;

export const ZDataVerificationRun = z.object({
  id: ZId,
  status: z.enum(['running', 'done']),
  image_count: z.number().int(),
  settings: ZDataVerificationSettings,
  summary: ZDataVerificationSummary.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TDataVerificationRun = z.infer<typeof ZDataVerificationRun>;

/** GET /data_verification: the caller's past runs (signed in: the user's; else the visitor's). */
export const ZListDataVerificationQuery = z.object({
  visitor_id: ZVisitorId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: runs created before this time. */
  value: z.iso.datetime({ offset: true }).optional(),
});
export type TListDataVerificationQuery = z.infer<typeof ZListDataVerificationQuery>;

export const ZListDataVerificationResponse = z.object({ runs: z.array(ZDataVerificationRun) });
export type TListDataVerificationResponse = z.infer<typeof ZListDataVerificationResponse>;

/** PATCH /data_verification/trial: counts one free run for this visitor (or user) and brand. */
export const ZDataVerificationTrialRequest = z.strictObject({
  visitor_id: ZVisitorId,
  /** Signed in: the workspace whose plan sets the limit (else the Free plan). */
  company_id: ZId.optional(),
});
export type TDataVerificationTrialRequest = z.infer<typeof ZDataVerificationTrialRequest>;

export const ZDataVerificationTrialResponse = z.object({
  used: z.number().int(),
  /** Null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** The month the count runs for, 'YYYY-MM' (UTC). */
  period: z.string(),
});
export type TDataVerificationTrialResponse = z.infer<typeof ZDataVerificationTrialResponse>;

/** PATCH /data_verification/result: the final summary of a run. */
export const ZDataVerificationResultRequest = z.strictObject({
  id: ZId,
  visitor_id: ZVisitorId,
  summary: ZDataVerificationSummary,
});
export type TDataVerificationResultRequest = z.infer<typeof ZDataVerificationResultRequest>;
