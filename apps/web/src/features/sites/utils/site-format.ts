// Display rules of a site (feature-areas §2 "Site card"; platform-core §9 units): size in the
// user's units, time left, status and access labels, and 'pending sync' (a flight the pilot app
// reported started whose flying time has not arrived yet).
import { formatArea, formatDistance } from '@sortie/domain';
import type { TSite, TSiteStatus, TUnitPreferences } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';
import { durationText, measureText, timeLeftText } from './site-i18n.ts';

const STATUS_KEYS: Readonly<Record<TSiteStatus, string>> = {
  new: 'status.new',
  in_progress: 'status.inProgress',
  complete: 'status.complete',
};

const ACCESS_KEYS: Readonly<Record<TSite['access_level'], string>> = {
  none: 'access.none',
  view: 'access.view',
  edit: 'access.edit',
  full_access: 'access.fullAccess',
};

const SITE_TYPE_KEYS: Readonly<Record<TSite['site_type'], string>> = {
  area: 'types.area',
  corridor: 'types.corridor',
  point: 'types.point',
};

/** 'New', 'In Progress', 'Complete' in the reader's language. */
export function statusLabel(status: TSiteStatus): string {
  return i18n.t(`sites:${STATUS_KEYS[status]}`);
}

/** 'View', 'Edit', 'Full access'… */
export function accessLabel(level: TSite['access_level']): string {
  return i18n.t(`sites:${ACCESS_KEYS[level]}`);
}

/** 'Area', 'Corridor', 'Point asset'. */
export function siteTypeLabel(type: TSite['site_type']): string {
  return i18n.t(`sites:${SITE_TYPE_KEYS[type]}`);
}

/** Area sites in the user's area unit, corridors by length, points have no size. */
export function siteSizeText(
  site: Pick<TSite, 'site_type' | 'size'>,
  prefs: Pick<TUnitPreferences, 'area' | 'distance'>,
): string {
  const v = site.size.value;
  if (site.site_type === 'point' || v === null) return i18n.t('sites:types.pointSize');
  if (site.size.unit === 'm') return measureText(formatDistance(v, prefs));
  return measureText(formatArea(v, prefs));
}

/** 'Complete' when the goal is met, '<duration> left' otherwise; null without a goal. */
export function siteTimeLeftText(site: Pick<TSite, 'goal' | 'remaining_time'>): string | null {
  if (site.goal === null || site.goal <= 0) return null;
  return timeLeftText(site.remaining_time ?? 0);
}

/** Share of the goal flown, 0 to 100. */
export function siteProgressPercent(site: Pick<TSite, 'goal' | 'progress'>): number {
  if (!site.goal || site.goal <= 0) return 0;
  return Math.max(0, Math.min(100, (site.progress / site.goal) * 100));
}

/**
 * The progress line of a card: 'Complete' when the goal is met or the status is Complete (set by
 * hand too), else '<duration> left'; null without a goal.
 */
export function siteProgressText(
  site: Pick<TSite, 'goal' | 'remaining_time' | 'status'>,
): string | null {
  if (site.status === 'complete') return statusLabel('complete');
  return siteTimeLeftText(site);
}

/** The chip of a site whose flight report has not arrived. */
export function pendingSyncLabel(): string {
  return i18n.t('sites:pendingSync.label');
}

/** Why the chip shows. */
export function pendingSyncHint(): string {
  return i18n.t('sites:pendingSync.hint');
}

/** True when a flight's completion report has not arrived (older servers send no field). */
export function sitePendingSync(site: Pick<TSite, 'pending_sync'>): boolean {
  return site.pending_sync === true;
}

/** Seconds flown, as a duration ('1 h 30 min'); null when nothing was flown. */
export function siteFlownText(site: Pick<TSite, 'progress'>): string | null {
  return site.progress > 0 ? durationText(site.progress) : null;
}

/**
 * A count the server caps (next_count, decision 102): exact below the cap, "200+" when
 * next_count_capped says more are left than it counted.
 */
export function cappedCountText(count: number, capped: boolean): string {
  return capped ? `${formatNumber(count)}+` : formatNumber(count);
}
