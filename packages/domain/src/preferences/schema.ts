// web_preferences of platform-core §3 and feature-areas §3: per workspace id (personal-space id
// included) the home dashboard's site filters, the Sites page filters, grouping and view.
// These schemas describe the canonical stored form that normaliseWorkspacePreferences produces.
import { z } from 'zod';

/**
 * Relative date presets (platform-core §9): the last 24 hours, 7, 30 and 90 days until now.
 *
 * @example
 * DATE_PRESETS.includes('-7d'); // true
 */
export const DATE_PRESETS = ['-1d', '-7d', '-30d', '-90d'] as const;
/** A relative date preset. */
export const ZDatePreset = z.enum(DATE_PRESETS);
/** A relative date preset. */
export type TDatePreset = z.infer<typeof ZDatePreset>;

/**
 * created_between: a preset or a `[start, end]` ISO pair.
 *
 * @example
 * ZCreatedBetween.parse('-30d');
 * ZCreatedBetween.parse(['2025-01-01T00:00:00Z', '2025-01-31T23:59:59Z']);
 */
export const ZCreatedBetween = z.union([
  ZDatePreset,
  z.tuple([z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true })]),
]);
/** created_between: a preset or a `[start, end]` ISO pair. */
export type TCreatedBetween = z.infer<typeof ZCreatedBetween>;

/**
 * Sites page filters in their normalised form: empty lists and blank search are null.
 *
 * @example
 * ZSiteFilters.parse({ search_query: null, created_between: '-7d', pilots: null, created_by: null });
 */
export const ZSiteFilters = z.object({
  search_query: z.string().max(200).nullable(),
  created_between: ZCreatedBetween.nullable(),
  pilots: z.array(z.object({ id: z.string() })).nullable(),
  created_by: z.array(z.object({ id: z.string(), name: z.string().nullable() })).nullable(),
});
/** Sites page filters in their normalised form. */
export type TSiteFilters = z.infer<typeof ZSiteFilters>;

/** Home status filter value meaning "no status filter". */
export const HOME_STATUS_NONE = 'none';

/**
 * Home dashboard site filters as stored.
 *
 * @example
 * ZHomepageSiteFilters.parse({ status: 'none', created_between: ['-7d'], my_sites: true });
 */
export const ZHomepageSiteFilters = z.object({
  /** 'none' or a site status value. */
  status: z.string().min(1).max(32),
  /** Stored as a one-element list, or empty (feature-areas §5). */
  created_between: z.array(ZCreatedBetween).max(1),
  my_sites: z.boolean(),
});
/** Home dashboard site filters as stored. */
export type THomepageSiteFilters = z.infer<typeof ZHomepageSiteFilters>;

/** Site groupings of the Sites page (Created At, Status); no grouping is null. */
export const SITE_GROUPS = ['created_at', 'status'] as const;
/** Views of a grouped Sites page; grid is the default. */
export const SITE_VIEWS = ['grid', 'column'] as const;

/**
 * One workspace's web preferences, canonical form.
 *
 * @example
 * ZWorkspacePreferences.parse(defaultWorkspacePreferences());
 */
export const ZWorkspacePreferences = z.object({
  homepage_site_filters: ZHomepageSiteFilters,
  filters: ZSiteFilters,
  /** null means no grouping ('none' in the UI). */
  group: z.enum(SITE_GROUPS).nullable(),
  view: z.enum(SITE_VIEWS),
});
/** One workspace's web preferences, canonical form. */
export type TWorkspacePreferences = z.infer<typeof ZWorkspacePreferences>;

/**
 * web_preferences: workspace id → that workspace's preferences.
 *
 * @example
 * ZWebPreferences.parse({ [personalSpaceId]: defaultWorkspacePreferences() });
 */
export const ZWebPreferences = z.record(z.string(), ZWorkspacePreferences);
/** web_preferences: workspace id → that workspace's preferences. */
export type TWebPreferences = z.infer<typeof ZWebPreferences>;

/**
 * Preferences of a workspace nobody has customised (a fresh object each call).
 *
 * @example
 * defaultWorkspacePreferences().view; // 'grid'
 */
export function defaultWorkspacePreferences(): TWorkspacePreferences {
  return {
    homepage_site_filters: { status: HOME_STATUS_NONE, created_between: [], my_sites: false },
    filters: { search_query: null, created_between: null, pilots: null, created_by: null },
    group: null,
    view: 'grid',
  };
}
