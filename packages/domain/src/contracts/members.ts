// Workspace members (platform-core §3, §6, §9): list with sorting, role change, removal, guest
// revocation and leaving.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZWorkspaceRole } from './users.ts';

export const MEMBER_SORT_KEYS = ['name', 'role', 'date_added', 'last_active_date'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ZSortOrder = z.enum(SORT_ORDERS);

/** GET /api/v4/company/:companyId/members query. */
export const ZListMembersQuery = z.object({
  sort_by: z.enum(MEMBER_SORT_KEYS).default('date_added'),
  sort_order: ZSortOrder.default('asc'),
  /** Also list removed members (those with a leaving_date). */
  include_removed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type TListMembersQuery = z.infer<typeof ZListMembersQuery>;

export const ZMember = z.object({
  user_id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  role: ZWorkspaceRole,
  date_added: ZIsoDateTime,
  /** Added less than a week ago. */
  is_new: z.boolean(),
  last_active_date: ZIsoDateTime.nullable(),
  /** Set when the member was removed or left. */
  leaving_date: ZIsoDateTime.nullable(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZListMembersResponse = z.object({ members: z.array(ZMember) });
export type TListMembersResponse = z.infer<typeof ZListMembersResponse>;

/** Path parameters of /company/:companyId/members/:userId and /company/:companyId/guests/:userId. */
export const ZMemberParams = z.object({ companyId: ZId, userId: ZId });

/** PATCH /api/v4/company/:companyId/members/:userId */
export const ZUpdateMemberRequest = z.object({ role: ZWorkspaceRole }).strict();
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

/** DELETE /api/v4/company/:companyId/guests: how many guests lost access. */
export const ZRevokeGuestsResponse = z.object({ revoked: z.number().int().nonnegative() });
export type TRevokeGuestsResponse = z.infer<typeof ZRevokeGuestsResponse>;
