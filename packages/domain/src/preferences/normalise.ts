// Normalisation of stored web_preferences (platform-core §4, feature-areas §5):
// - "empty list filters become null" (pilots, created_by, created_between);
// - "a single created_between entry collapses to a single value";
// - "group 'none' is sent as null";
// - "preference lists carry a company field that is dropped when stored keyed by company";
// - the home created_between is "stored as a one-element list" (or empty), status 'none' = none.
// Stored preferences come from older clients too, so every field is read leniently: anything
// unreadable falls back to its default instead of failing the whole user document.
import {
  HOME_STATUS_NONE,
  SITE_GROUPS,
  SITE_VIEWS,
  ZCreatedBetween,
  ZHomepageSiteFilters,
  defaultWorkspacePreferences,
  type TCreatedBetween,
  type THomepageSiteFilters,
  type TSiteFilters,
  type TWebPreferences,
  type TWorkspacePreferences,
} from './schema.ts';

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a created_between value: a preset, an ISO pair, or a list holding one of those
 * (collapsed). Empty or unreadable → null.
 *
 * @example
 * normaliseCreatedBetween(['-7d']); // '-7d'
 * normaliseCreatedBetween([]); // null
 */
export function normaliseCreatedBetween(value: unknown): TCreatedBetween | null {
  const direct = ZCreatedBetween.safeParse(value);
  if (direct.success) return direct.data;
  if (Array.isArray(value) && value.length === 1) return normaliseCreatedBetween(value[0]);
  return null;
}

function listOrNull<T>(value: unknown, read: (item: Loose) => T | undefined): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.flatMap((item) => {
    const read_ = isObject(item) ? read(item) : undefined;
    return read_ === undefined ? [] : [read_];
  });
  return items.length > 0 ? items : null;
}

/**
 * Normalises the Sites page filters: trimmed search ('' → null), empty lists → null,
 * created_between collapsed.
 *
 * @example
 * normaliseSiteFilters({ pilots: [], created_between: ['-30d'] });
 * // { search_query: null, created_between: '-30d', pilots: null, created_by: null }
 */
export function normaliseSiteFilters(raw: unknown): TSiteFilters {
  const f = isObject(raw) ? raw : {};
  const query = typeof f.search_query === 'string' ? f.search_query.trim().slice(0, 200) : '';
  return {
    search_query: query === '' ? null : query,
    created_between: normaliseCreatedBetween(f.created_between),
    pilots: listOrNull(f.pilots, (p) => (typeof p.id === 'string' ? { id: p.id } : undefined)),
    created_by: listOrNull(f.created_by, (u) =>
      typeof u.id === 'string'
        ? { id: u.id, name: typeof u.name === 'string' ? u.name : null }
        : undefined,
    ),
  };
}

/**
 * Normalises the home dashboard filters: status defaults to 'none', created_between is kept as
 * a list of at most one entry.
 *
 * @example
 * normaliseHomepageSiteFilters({ created_between: '-7d' });
 * // { status: 'none', created_between: ['-7d'], my_sites: false }
 */
export function normaliseHomepageSiteFilters(raw: unknown): THomepageSiteFilters {
  const f = isObject(raw) ? raw : {};
  const status =
    typeof f.status === 'string' && ZHomepageSiteFilters.shape.status.safeParse(f.status).success
      ? f.status
      : HOME_STATUS_NONE;
  const createdBetween = normaliseCreatedBetween(f.created_between);
  return {
    status,
    created_between: createdBetween === null ? [] : [createdBetween],
    my_sites: f.my_sites === true,
  };
}

/**
 * Normalises a site grouping: 'none', '' or unknown → null.
 *
 * @example
 * normaliseGroup('none'); // null
 * normaliseGroup('status'); // 'status'
 */
export function normaliseGroup(value: unknown): TWorkspacePreferences['group'] {
  return SITE_GROUPS.find((g) => g === value) ?? null;
}

/**
 * Normalises one workspace's preferences into the canonical stored form; the `company` field
 * older clients sent is dropped, as are any other unknown fields.
 *
 * @example
 * normaliseWorkspacePreferences({ company: 'c1', group: 'none', filters: { pilots: [] } });
 * // { homepage_site_filters: {…}, filters: { …, pilots: null }, group: null, view: 'grid' }
 */
export function normaliseWorkspacePreferences(raw: unknown): TWorkspacePreferences {
  if (!isObject(raw)) return defaultWorkspacePreferences();
  return {
    homepage_site_filters: normaliseHomepageSiteFilters(raw.homepage_site_filters),
    filters: normaliseSiteFilters(raw.filters),
    group: normaliseGroup(raw.group),
    view: SITE_VIEWS.find((v) => v === raw.view) ?? 'grid',
  };
}

/**
 * Normalises the whole web_preferences object (workspace id → preferences).
 *
 * @example
 * normaliseWebPreferences({ c1: { group: 'status' } }).c1?.group; // 'status'
 */
export function normaliseWebPreferences(raw: unknown): TWebPreferences {
  if (!isObject(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([id, prefs]) => [id, normaliseWorkspacePreferences(prefs)]),
  );
}

/**
 * The preferences for the active workspace, falling back to the personal-space preferences,
 * then to defaults (platform-core §4).
 *
 * @example
 * preferencesForWorkspace(user.web_preferences, activeCompanyId, user.personal_space_id);
 */
export function preferencesForWorkspace(
  prefs: Readonly<Record<string, unknown>> | null | undefined,
  workspaceId: string,
  personalSpaceId: string,
): TWorkspacePreferences {
  const stored = prefs?.[workspaceId] ?? prefs?.[personalSpaceId];
  return stored === undefined
    ? defaultWorkspacePreferences()
    : normaliseWorkspacePreferences(stored);
}

/**
 * A new web_preferences object with `workspaceId`'s entry replaced (normalised).
 *
 * @example
 * const next = withWorkspacePreferences(user.web_preferences, 'c1', { ...current, view: 'column' });
 */
export function withWorkspacePreferences(
  prefs: Readonly<Record<string, unknown>> | null | undefined,
  workspaceId: string,
  value: unknown,
): TWebPreferences {
  return { ...normaliseWebPreferences(prefs), [workspaceId]: normaliseWorkspacePreferences(value) };
}

/** The `filters` JSON of the home dashboard's site list request. */
export interface HomeSiteListFilters {
  status: string[] | null;
  created_between: TCreatedBetween | null;
  created_by: string[] | null;
}

/**
 * The site list filters for the home dashboard: status 'none' means no status, the one-element
 * created_between list is sent as its value, My Sites filters by the signed-in user.
 *
 * @example
 * homeSiteListFilters({ status: 'none', created_between: ['-7d'], my_sites: true }, 'u1');
 * // { status: null, created_between: '-7d', created_by: ['u1'] }
 */
export function homeSiteListFilters(
  filters: THomepageSiteFilters,
  userId: string,
): HomeSiteListFilters {
  return {
    status: filters.status === HOME_STATUS_NONE ? null : [filters.status],
    created_between: normaliseCreatedBetween(filters.created_between),
    created_by: filters.my_sites ? [userId] : null,
  };
}
