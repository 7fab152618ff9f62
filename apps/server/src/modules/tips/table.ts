import type { Selectable } from 'kysely';

/** A tip: description is HTML already sanitised on the way in (sanitize.ts). */
export interface TipsTable {
  id: string;
  title: string;
  description: string;
  thumbnail: string | null;
  client: 'all' | 'web' | 'app';
  draft: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** One vote per user per tip (primary key tip_id + user_id); a new vote replaces the old. */
export interface TipVotesTable {
  tip_id: string;
  user_id: string;
  vote: 'up' | 'down';
  voted_at: Date;
}

export type TipRow = Selectable<TipsTable>;
