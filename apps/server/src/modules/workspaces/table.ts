import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Workspace invitations; membership starts only when one is accepted (platform-core §4). */
export interface CompanyInvitesTable {
  id: string;
  company_id: string;
  /** Lower-cased. */
  email: string | null;
  country_code: string | null;
  phone_number: string | null;
  role: 'owner' | 'admin' | 'member' | 'guest';
  status: ColumnType<InviteStatus, InviteStatus | undefined, InviteStatus>;
  invited_by: string | null;
  accepted_by: string | null;
  created_at: Date;
  responded_at: Date | null;
}

export type InviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export type InviteRow = Selectable<CompanyInvitesTable>;
export type NewInviteRow = Insertable<CompanyInvitesTable>;
