// Section order and labels of a grouped Sites page (feature-areas §2: time groups this_week,
// earlier_this_month, last_3_months, before_4_months; status groups New, In Progress, Complete).
import { TIME_GROUPS } from '@sortie/domain';
import { SITE_STATUSES, type TSiteGroupKey } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import type { SiteGroupBy } from '../api/get-sites.ts';

/** A group's heading: 'This Week', 'In Progress'… in the reader's language. */
export function groupLabel(key: TSiteGroupKey): string {
  return i18n.t(`sites:groups.label.${key}`);
}

/** What an empty group says. */
export function groupEmpty(key: TSiteGroupKey): string {
  return i18n.t(`sites:groups.empty.${key}`);
}

export function groupKeys(groupBy: SiteGroupBy): readonly TSiteGroupKey[] {
  return groupBy === 'status' ? SITE_STATUSES : TIME_GROUPS;
}
