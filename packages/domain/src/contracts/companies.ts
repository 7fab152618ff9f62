// Company (workspace) endpoints (platform-core §3, §5, §7): create, read, update with If-Match,
// delete, logo upload and the recent-camera list.
import { z } from 'zod';
import { ZFeatureLimitList } from '../limits/feature-limit.ts';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZSiteAccessLevel } from './sites.ts';
import { ZWorkspaceRole } from './users.ts';

/** Most recent cameras kept per workspace (newest first). */
export const RECENT_CAMERAS_MAX = 5;
/** Largest company logo accepted, in bytes. */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logo formats accepted; SVG is refused because it can carry script. */
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ZCompanyName = z.string().trim().min(1, 'Enter a workspace name.').max(100);

/** A workspace as its members see it; `role` is the caller's role in it. */
export const ZCompany = z.object({
  id: ZId,
  name: z.string(),
  logo: z.string().nullable(),
  personal_space: z.boolean(),
  /** key '' means free; key no_limit means unlimited (platform-core §3). */
  plan: z.object({ name: z.string(), key: z.string() }),
  role: ZWorkspaceRole,
  fcl: ZFeatureLimitList,
  default_member_access_level: ZSiteAccessLevel,
  recent_cameras: z.array(ZId),
  created_by: ZId.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  etag: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** POST /api/v4/company */
export const ZCreateCompanyRequest = z.object({ name: ZCompanyName }).strict();
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

/** PATCH /api/v4/company/:companyId (If-Match required) */
export const ZUpdateCompanyRequest = z
  .object({ name: ZCompanyName, default_member_access_level: ZSiteAccessLevel })
  .partial()
  .strict();
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequest>;

/** POST /api/v4/company/:companyId/recent_cameras: puts a camera first in the recent list. */
export const ZAddRecentCameraRequest = z.object({ camera_id: ZId }).strict();
export const ZRecentCamerasResponse = z.object({ recent_cameras: z.array(ZId) });
export type TRecentCamerasResponse = z.infer<typeof ZRecentCamerasResponse>;
