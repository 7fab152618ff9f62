// Section order and labels of a grouped Sites page (feature-areas §2: time groups this_week,
// earlier_this_month, last_3_months, before_4_months; status groups New, In Progress, Complete).
import { TIME_GROUPS } from '@sortie/domain';
import { SITE_STATUSES, type TSiteGroupKey } from '@sortie/domain/contracts';
import type { SiteGroupBy } from '../api/get-sites.ts';

export const GROUP_LABELS: Readonly<Record<TSiteGroupKey, string>> = {
  this_week: 'This Week',
  earlier_this_month: 'Earlier This Month',
  last_3_months: 'Last 3 Months',
  before_4_months: 'Older',
  new: 'New',
  in_progress: 'In Progress',
  complete: 'Complete',
};

export const GROUP_EMPTY: Readonly<Record<TSiteGroupKey, string>> = {
  this_week: 'No sites created this week',
  earlier_this_month: 'No sites created earlier this month',
  last_3_months: 'No sites created in the last 3 months',
  before_4_months: 'No older sites',
  new: 'No new sites',
  in_progress: 'No sites in progress',
  complete: 'No complete sites',
};

export function groupKeys(groupBy: SiteGroupBy): readonly TSiteGroupKey[] {
  return groupBy === 'status' ? SITE_STATUSES : TIME_GROUPS;
}
