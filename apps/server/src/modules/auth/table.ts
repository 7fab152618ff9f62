import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** sha256 of the token in the mailed link; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  /** The address the link proves; a link for an address the user has since changed is void. */
  email: string;
  /** sha256 of the token in the mailed link; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  key: string;
  at: Date;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Read view `user_last_activity_view` (migration 700): a user's latest session use. */
export interface UserLastActivityView {
  user_id: ColumnType<string, never, never>;
  last_used_at: ColumnType<Date, never, never>;
}
