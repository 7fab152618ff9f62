// Ground control points of a site (feature-areas §7 generategcps, §2 "Export GCPs … only when GCPs
// exist"). GET generategcps only previews a layout; POST …/gcps generates one and stores it with
// the spacing and width it was made with, so the map and every export show exactly those points
// (exports used to regenerate with the default spacing from gcp_count alone). The site's
// gcp_count follows the stored layout.
import { AppError, DEFAULT_CORRIDOR_WIDTH_M, canEditSite } from '@sortie/domain';
import type {
  TGcpLayout,
  TGenerateGcpsResponse,
  TGroundControlPoint,
  TSaveGcpsRequest,
  TSite,
} from '@sortie/domain/contracts';
import {
  GCP_DEFAULT_INFLUENCE_RADIUS_M,
  generateAreaGcps,
  generateCorridorGcps,
  type ElevationSampler,
  type GroundControlPoint,
} from '@sortie/flightplan';
import { siteAccessDenied, type MissionsDeps } from './core.ts';
import * as repo from './repo.ts';
import type { GcpLayoutRow } from './table.ts';
import { assertRight, type Membership } from '../../access/index.ts';

/** The engine's default spacing: r·√2 over areas, r along corridors (flightplan gcp.ts). */
export function defaultGcpSpacing(site: Pick<TSite, 'geometry'>): number {
  const r = GCP_DEFAULT_INFLUENCE_RADIUS_M;
  return site.geometry.type === 'Polygon' ? r * Math.SQRT2 : r;
}

type Layout = { gcps: TGroundControlPoint[]; spacing_m: number; corridor_width_m: number | null };

/** Lays out GCPs over an area or along a corridor; 422 for point sites and bad spacing. */
export function layoutGcps(
  site: Pick<TSite, 'geometry' | 'corridor_width_m'>,
  options: { spacing_m?: number | undefined; corridor_width_m?: number | undefined },
  sampler?: ElevationSampler,
): Layout {
  const g = site.geometry;
  const spacing = options.spacing_m ?? defaultGcpSpacing(site);
  const common = { spacing_m: spacing, ...(sampler ? { sampler } : {}) };
  let width: number | null = null;
  let result;
  if (g.type === 'Polygon') result = generateAreaGcps(g, common);
  else if (g.type === 'LineString') {
    width = options.corridor_width_m ?? site.corridor_width_m ?? DEFAULT_CORRIDOR_WIDTH_M;
    result = generateCorridorGcps(g, width, common);
  } else {
    throw AppError.rule(
      'unsupported_site_type',
      'Ground control points are planned for area and corridor sites.',
      { field: 'site_id' },
    );
  }
  if (!result.ok) throw result.error;
  return { gcps: result.value.map(plain), spacing_m: spacing, corridor_width_m: width };
}

const plain = (g: GroundControlPoint): TGroundControlPoint => ({
  name: g.name,
  position: [g.position[0], g.position[1]],
  elevation_m: g.elevation_m,
});

const toLayout = (row: GcpLayoutRow): TGcpLayout => ({
  gcps: row.gcps,
  gcp_count: row.gcps.length,
  spacing_m: row.spacing_m,
  corridor_width_m: row.corridor_width_m,
  generated_at: row.generated_at.toISOString(),
});

export type GcpService = ReturnType<typeof createGcpService>;

export function createGcpService(deps: Pick<MissionsDeps, 'db' | 'clock' | 'sites' | 'elevation'>) {
  const { db, clock, sites, elevation } = deps;

  /** Heights for the points when the site has a source; a missing tile leaves them null. */
  async function samplerOf(site: TSite): Promise<ElevationSampler | undefined> {
    if (site.elevation_source === 'None') return undefined;
    return elevation.samplerFor(site).catch(() => undefined);
  }

  /** Sets the site's gcp_count; one retry when the site changed meanwhile (412). */
  async function setCount(actor: Membership, site: TSite, count: number): Promise<void> {
    if (site.gcp_count === count) return;
    try {
      await sites.update(actor, site.id, site.etag, { gcp_count: count });
    } catch (error) {
      if (!(error instanceof AppError && error.status === 412)) throw error;
      const fresh = await sites.get(actor, site.id);
      if (fresh.gcp_count !== count)
        await sites.update(actor, site.id, fresh.etag, { gcp_count: count });
    }
  }

  async function editableSite(actor: Membership, siteId: string): Promise<TSite> {
    assertRight(actor, 'Missions', 'POST');
    const site = await sites.get(actor, siteId);
    if (!canEditSite(site.access_level)) throw siteAccessDenied('change its ground control points');
    return site;
  }

  return {
    /** GET …/generategcps: a layout for these settings; nothing is stored. */
    async preview(
      actor: Membership,
      siteId: string,
      query: { spacing?: number | undefined; corridor_width?: number | undefined },
    ): Promise<TGenerateGcpsResponse> {
      assertRight(actor, 'Missions', 'GET');
      const site = await sites.get(actor, siteId);
      const layout = layoutGcps(site, {
        spacing_m: query.spacing,
        corridor_width_m: query.corridor_width,
      });
      return { gcps: layout.gcps, gcp_count: layout.gcps.length, spacing_m: layout.spacing_m };
    },

    /** GET …/gcps: the stored layout (view access). */
    async get(actor: Membership, siteId: string): Promise<TGcpLayout | null> {
      assertRight(actor, 'Missions', 'GET');
      const site = await sites.get(actor, siteId);
      const row = await repo.findGcpLayout(db, site.id);
      return row ? toLayout(row) : null;
    },

    /**
     * POST …/gcps: generates and stores a layout (edit access) and sets gcp_count. Should the
     * count fail to save, the layout before is put back, so the two never disagree.
     */
    async save(actor: Membership, siteId: string, body: TSaveGcpsRequest): Promise<TGcpLayout> {
      const site = await editableSite(actor, siteId);
      const layout = layoutGcps(site, body, await samplerOf(site));
      const before = await repo.findGcpLayout(db, site.id);
      const row = await repo.upsertGcpLayout(db, {
        site_id: site.id,
        company_id: actor.companyId,
        spacing_m: layout.spacing_m,
        corridor_width_m: layout.corridor_width_m,
        gcps: JSON.stringify(layout.gcps),
        generated_by: actor.userId,
        generated_at: clock.now(),
      });
      try {
        await setCount(actor, site, layout.gcps.length);
      } catch (error) {
        if (before)
          await repo.upsertGcpLayout(db, { ...before, gcps: JSON.stringify(before.gcps) });
        else await repo.deleteGcpLayout(db, site.id);
        throw error;
      }
      return toLayout(row);
    },

    /** DELETE …/gcps: removes the layout (edit access); gcp_count becomes 0. */
    async remove(actor: Membership, siteId: string): Promise<void> {
      const site = await editableSite(actor, siteId);
      await setCount(actor, site, 0);
      await repo.deleteGcpLayout(db, site.id);
    },

    /**
     * The points an export writes: the stored layout; a site from before layouts were stored
     * (gcp_count set, no layout) gets the default layout it was counted with; none is a 422.
     */
    async forExport(site: TSite): Promise<TGroundControlPoint[]> {
      const row = await repo.findGcpLayout(db, site.id);
      if (row) return row.gcps;
      if (site.gcp_count > 0) return layoutGcps(site, {}).gcps;
      throw AppError.rule(
        'no_gcps',
        "This site has no ground control points yet. Generate them in the site's Ground control points section first.",
        { field: 'gcps' },
      );
    },
  };
}
