import type { ColumnType, Selectable } from 'kysely';
import type { TFeatureLimit, TPlan } from '@sortie/domain';

type Json<T> = ColumnType<T, string, string>;

/** The plan catalogue; rows for the seed plans are rewritten from @sortie/domain at startup. */
export interface PlansTable {
  key: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  public: ColumnType<boolean, boolean | undefined, boolean>;
  prices: Json<TPlan['prices']>;
  highlights: Json<string[]>;
  /** The feature-limit list a workspace on this plan starts with (used counts at 0). */
  fcl: Json<TFeatureLimit[]>;
  position: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

/** Aggregated usage of one feature by one workspace (the `used` of its fcl entry). */
export interface CompanyFeatureUsageTable {
  company_id: string;
  key: string;
  used: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

export type PlanRow = Selectable<PlansTable>;
export type FeatureUsageRow = Selectable<CompanyFeatureUsageTable>;
