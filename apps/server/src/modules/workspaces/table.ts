import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface CompaniesTable {
  id: string;
  name: string;
  logo: string | null;
  personal_space: boolean;
  /** '' is the free plan; 'no_limit' means unlimited (feature-areas §3). */
  plan_key: string;
  plan_name: string;
  brand: string | null;
  etag: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  /** Site access of members without a per-site override (migration 101; 'view' by default). */
  default_member_access_level: ColumnType<string, string | undefined, string>;
  /** Camera ids, most recent first, at most five (migration 101). */
  recent_cameras: ColumnType<string[], string | undefined, string>;
  /** Bytes of the stored logo file, counted in storage_mb (migration 020; bigint, read with Number). */
  logo_size_bytes: ColumnType<string | number, number | undefined, number>;
}

export interface CompanyMembersTable {
  company_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member' | 'guest';
  created_at: Date;
  leaving_date: Date | null;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompanyRow = Insertable<CompaniesTable>;
export type CompanyMemberRow = Selectable<CompanyMembersTable>;

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
