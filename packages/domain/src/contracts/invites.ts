// Workspace invitations (platform-core §4, §5, §7): sent by e-mail or phone with a role;
// membership begins only when the invitee accepts.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZWorkspaceRole } from './users.ts';

/** Roles an invitation may carry; ownership is handed over by a role change, not an invite. */
export const ZInviteRole = z.enum(['admin', 'member', 'guest']);

export const ZInvite = z.object({
  id: ZId,
  company_id: ZId,
  company_name: z.string(),
  company_logo: z.string().nullable(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: ZWorkspaceRole,
  invited_by: z.object({ id: ZId, name: z.string() }).nullable(),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  created_at: ZIsoDateTime,
});
export type TInvite = z.infer<typeof ZInvite>;

/** POST /api/v4/company/:companyId/invites: by e-mail, or by phone number with country code. */
export const ZCreateInviteRequest = z.union([
  z.object({ email: z.email().max(320), role: ZInviteRole }).strict(),
  z
    .object({
      phone_number: z.string().regex(/^\d{4,15}$/),
      country_code: z.string().regex(/^\d{1,4}$/),
      role: ZInviteRole,
    })
    .strict(),
]);
export type TCreateInviteRequest = z.infer<typeof ZCreateInviteRequest>;

export const ZListInvitesResponse = z.object({ invites: z.array(ZInvite) });
export type TListInvitesResponse = z.infer<typeof ZListInvitesResponse>;

/** Path parameters of /company/:companyId/invites/:inviteId. */
export const ZCompanyInviteParams = z.object({ companyId: ZId, inviteId: ZId });
/** Path parameters of /users/invites/:inviteId/{accept,decline}. */
export const ZInviteParams = z.object({ inviteId: ZId });
