// Row → API object (feature-areas §3 site fields). Derived values live here: size in m², m and
// acres, remaining time, the thumbnail URL, collaborators and invite counts.
import { squareMetresToAcres, type SiteAccessLevel } from '@sortie/domain';
import type { TSite, TSiteStatus, TSiteSummary } from '@sortie/domain/contracts';
import type { DetailedSiteRow, SiteSummaryRow } from './list-query.ts';
import type { SiteRow } from './table.ts';

/**
 * Status from flown time against the goal: nothing flown is new, reaching a set goal is complete,
 * anything between is in progress. A PATCH may still set any status (statuses are toggleable).
 */
export function deriveSiteStatus(progressS: number, goalS: number | null): TSiteStatus {
  if (progressS <= 0) return 'new';
  if (goalS !== null && goalS > 0 && progressS >= goalS) return 'complete';
  return 'in_progress';
}

export function thumbnailUrl(companyId: string, site: Pick<SiteRow, 'id' | 'etag'>): string {
  return `/api/v4/company/${companyId}/sites/${site.id}/thumbnail.svg?v=${site.etag.slice(0, 12)}`;
}

export type ViewContext = {
  /** The workspace in the request path (external sites are shown inside it). */
  companyId: string;
  level: SiteAccessLevel;
  external: boolean;
};

/**
 * Everyone with a stake in the site, for the card's avatars (feature-areas §2, §3): its creator,
 * the people named as stakeholders, everyone it is shared with and every pilot who flew it, each
 * once, in that order (decision 103). Invites to e-mails without an account have no avatar.
 */
function stakeholdersOf(
  row: SiteSummaryRow,
  collaborators: readonly { id: string; name: string | null }[],
): { id: string; name: string | null }[] {
  const people = [
    ...(row.created_by ? [{ id: row.created_by, name: row.creator_name }] : []),
    ...row.stakeholders,
    ...collaborators,
    ...row.pilots,
  ];
  const seen = new Set<string>();
  return people.flatMap((p) =>
    seen.has(p.id) ? [] : (seen.add(p.id), [{ id: p.id, name: p.name }]),
  );
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** A site as lists carry it: the outline, not the geometry. */
export function toSiteSummaryView(row: SiteSummaryRow, ctx: ViewContext): TSiteSummary {
  const collaborators = row.shares.flatMap((s) =>
    s.user_id ? [{ id: s.user_id, name: s.name, access_level: s.access_level }] : [],
  );
  const size =
    row.site_type === 'area'
      ? {
          value: round(row.area_m2 ?? 0, 2),
          unit: 'm2' as const,
          acres: round(squareMetresToAcres(row.area_m2 ?? 0), 4),
        }
      : row.site_type === 'corridor'
        ? { value: round(row.length_m ?? 0, 2), unit: 'm' as const, acres: null }
        : { value: null, unit: null, acres: null };
  return {
    id: row.id,
    name: row.name,
    site_type: row.site_type,
    size,
    location: [row.centroid_lng, row.centroid_lat],
    bbox: [row.bbox_west, row.bbox_south, row.bbox_east, row.bbox_north],
    outline: row.outline,
    corridor_width_m: row.corridor_width_m,
    thumbnail: thumbnailUrl(ctx.companyId, row),
    goal: row.goal_s,
    progress: row.progress_s,
    remaining_time: row.goal_s === null ? null : Math.max(0, row.goal_s - row.progress_s),
    status: row.status,
    creation_time: row.created_at.toISOString(),
    created_by: row.created_by ? { id: row.created_by, name: row.creator_name } : null,
    sample_data: row.sample_data,
    external: ctx.external,
    access_level: ctx.level,
    elevation_source: row.elevation_source,
    gcp_count: row.gcp_count,
    stakeholders: stakeholdersOf(row, collaborators),
    collaborators,
    pilots: row.pilots,
    collaborators_count: collaborators.length,
    invites_count: row.shares.filter((s) => s.invite).length,
    etag: row.etag,
    pending_sync: row.pending_flights > 0,
  };
}

/** One site in full: the summary plus the exact geometry. */
export function toSiteView(row: DetailedSiteRow, ctx: ViewContext): TSite {
  return { ...toSiteSummaryView(row, ctx), geometry: row.geometry };
}
