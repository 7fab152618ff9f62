// The Sites page filters (feature-areas §2, §3; platform-core §4): stored in their normalised
// form, sent as the list's `filters` JSON.
import { type TCreatedBetween, type TDatePreset, type TSiteFilters } from '@sortie/domain';
import type { TSiteListFilters, TSiteStatus } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import { dateText } from './site-i18n.ts';

const DATE_PRESET_KEYS: Readonly<Record<TDatePreset, string>> = {
  '-1d': 'filters.today',
  '-7d': 'filters.pastWeek',
  '-30d': 'filters.pastMonth',
  '-90d': 'filters.past3Months',
};

/** 'Today', 'Past Week'… in the reader's language. */
export function datePresetLabel(preset: TDatePreset): string {
  return i18n.t(`sites:${DATE_PRESET_KEYS[preset]}`);
}

export function toListFilters(
  f: TSiteFilters,
  extra: { status?: TSiteStatus[] | null } = {},
): TSiteListFilters {
  return {
    search_query: f.search_query,
    created_between: f.created_between,
    created_by: f.created_by?.map((u) => u.id) ?? null,
    pilots: f.pilots?.map((p) => p.id) ?? null,
    ...(extra.status ? { status: extra.status } : {}),
  };
}

/** Filters counted on the Filters menu badge: Created Between and Flown By. */
export function filtersMenuCount(f: TSiteFilters): number {
  return (f.created_between ? 1 : 0) + (f.pilots?.length ? 1 : 0);
}

export function hasAnyFilter(f: TSiteFilters): boolean {
  return Boolean(f.search_query || f.created_between || f.created_by?.length || f.pilots?.length);
}

export const NO_FILTERS: TSiteFilters = {
  search_query: null,
  created_between: null,
  pilots: null,
  created_by: null,
};

export function createdBetweenLabel(value: TCreatedBetween): string {
  if (typeof value === 'string') return datePresetLabel(value);
  // '5 Nov 2026': the month by name reads the same on every brand, unlike the browser's default.
  return `${dateText(value[0])} – ${dateText(value[1])}`;
}
