import type { ColumnType, Selectable } from 'kysely';
import type { TDataVerificationSettings, TDataVerificationSummary } from '@sortie/domain/contracts';

/** One Data Check run: settings and, once done, its summary. Never images or positions. */
export interface DataVerificationRunsTable {
  id: string;
  /** The signed-in user, or null for a visitor. */
  user_id: string | null;
  visitor_id: string;
  brand: string;
  status: 'running' | 'done';
  image_count: number;
  settings: ColumnType<TDataVerificationSettings, string, string>;
  summary: ColumnType<TDataVerificationSummary | null, string | null, string | null>;
  created_at: Date;
  updated_at: Date;
}

/** Free runs counted per subject ('user:<id>' or 'visitor:<uuid>'), brand and UTC month. */
export interface DataVerificationTrialsTable {
  subject: string;
  brand: string;
  period: string;
  used: number;
  updated_at: Date;
}

export type DataVerificationRunRow = Selectable<DataVerificationRunsTable>;
