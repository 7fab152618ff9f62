import type { Selectable } from 'kysely';

/** An industry news item: a link to an article elsewhere, with its thumbnail and flags. */
export interface NewsTable {
  id: string;
  title: string;
  url: string;
  source: string;
  thumbnail: string | null;
  publish_date: Date;
  featured: boolean;
  draft: boolean;
  views: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export type NewsRow = Selectable<NewsTable>;
