import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string | null;
  country_code: string | null;
  phone_number: string | null;
  password_hash: string | null;
  /** When the owner proved they read `email` (a mailed link, or Google's verified claim). */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  google_sub: string | null;
  profile_picture: string | null;
  geo_location: Json<{ lng: number; lat: number; label?: string } | null> | null;
  designation: ColumnType<string[], string | undefined, string>;
  last_release_read: string | null;
  accepted_privacy_policy: ColumnType<boolean, boolean | undefined, boolean>;
  seen_welcome_wizard: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'en' or 'hi' once chosen in the user menu (migration 2026-11-25-180). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  web_preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  unit_preferences: Json<Record<string, string> | null> | null;
  leaving_date: Date | null;
  personal_space_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** Read view `user_cards_view` (migration 700): what other modules may read of a user. */
export interface UserCardsView {
  id: ColumnType<string, never, never>;
  name: ColumnType<string, never, never>;
  email: ColumnType<string | null, never, never>;
  country_code: ColumnType<string | null, never, never>;
  phone_number: ColumnType<string | null, never, never>;
  profile_picture: ColumnType<string | null, never, never>;
  created_at: ColumnType<Date, never, never>;
}
