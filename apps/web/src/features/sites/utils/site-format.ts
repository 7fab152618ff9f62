// Display rules of a site (feature-areas §2 "Site card"; platform-core §9 units): size in the
// user's units, time left, status and access labels, and 'pending sync' (a flight the pilot app
// reported started whose flying time has not arrived yet).
import { formatArea, formatDistance, formatDuration, formatTimeLeft } from '@sortie/domain';
import type { TSite, TSiteStatus, TUnitPreferences } from '@sortie/domain/contracts';

export const STATUS_LABELS: Readonly<Record<TSiteStatus, string>> = {
  new: 'New',
  in_progress: 'In Progress',
  complete: 'Complete',
};

export const ACCESS_LABELS: Readonly<Record<TSite['access_level'], string>> = {
  none: 'No access',
  view: 'View',
  edit: 'Edit',
  full_access: 'Full access',
};

export const SITE_TYPE_LABELS: Readonly<Record<TSite['site_type'], string>> = {
  area: 'Area',
  corridor: 'Corridor',
  point: 'Point asset',
};

/** Area sites in the user's area unit, corridors by length, points have no size. */
export function siteSizeText(
  site: Pick<TSite, 'site_type' | 'size'>,
  prefs: Pick<TUnitPreferences, 'area' | 'distance'>,
): string {
  const v = site.size.value;
  if (site.site_type === 'point' || v === null) return 'Point';
  if (site.size.unit === 'm') return formatDistance(v, prefs).text;
  return formatArea(v, prefs).text;
}

/** 'Complete' when the goal is met, '<duration> left' otherwise; null without a goal. */
export function siteTimeLeftText(site: Pick<TSite, 'goal' | 'remaining_time'>): string | null {
  if (site.goal === null || site.goal <= 0) return null;
  return formatTimeLeft(site.remaining_time ?? 0);
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
  if (site.status === 'complete') return 'Complete';
  return siteTimeLeftText(site);
}

export const PENDING_SYNC_LABEL = 'Pending sync';
export const PENDING_SYNC_HINT =
  "A flight was reported started; its flying time is added when the pilot app's report arrives.";

/** True when a flight's completion report has not arrived (older servers send no field). */
export function sitePendingSync(site: Pick<TSite, 'pending_sync'>): boolean {
  return site.pending_sync === true;
}

/** Seconds flown, as a duration ('1 h 30 min'); null when nothing was flown. */
export function siteFlownText(site: Pick<TSite, 'progress'>): string | null {
  return site.progress > 0 ? formatDuration(site.progress) : null;
}

/**
 * A count the server caps (next_count, decision 102): exact below the cap, "200+" when
 * next_count_capped says more are left than it counted.
 */
export function cappedCountText(count: number, capped: boolean): string {
  return capped ? `${count}+` : String(count);
}
