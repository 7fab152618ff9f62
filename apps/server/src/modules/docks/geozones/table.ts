import type { TGeozoneShape } from '@sortie/domain/contracts';
import type { ColumnType, Selectable } from 'kysely';

/** A custom flight area of a workspace: every dock of the workspace gets all of them. */
export interface DockGeozonesTable {
  id: string;
  company_id: string;
  name: string;
  kind: 'dfence' | 'nfz';
  shape: ColumnType<TGeozoneShape, string, string>;
  enabled: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export type GeozoneRow = Selectable<DockGeozonesTable>;
