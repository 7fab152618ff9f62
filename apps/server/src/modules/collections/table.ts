import type { ColumnType, Selectable } from 'kysely';

export interface CollectionsTable {
  id: string;
  company_id: string;
  name: string;
  sample_data: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  etag: string;
}

export interface CollectionSitesTable {
  collection_id: string;
  site_id: string;
  added_at: Date;
}

export type CollectionRow = Selectable<CollectionsTable>;

/** Read view `collection_sites_view` (migration 700): which sites a collection holds. */
export interface CollectionSitesView {
  collection_id: ColumnType<string, never, never>;
  site_id: ColumnType<string, never, never>;
}
