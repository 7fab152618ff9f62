// Mission exports and site-level planning outputs (feature-areas §7): mission files for flight
// apps, GCP layouts, and elevation profiles and grids from the site's elevation source. View
// access is enough for all of them (view = view and export, feature-areas §6).
import { AppError, canEditSite, exportFileName } from '@sortie/domain';
import type {
  TGenerateGcpsResponse,
  TMissionElevationsResponse,
  TMissionFeaturesQuery,
  TSite,
} from '@sortie/domain/contracts';
import {
  GCP_DEFAULT_INFLUENCE_RADIUS_M,
  exportMission,
  generateAreaGcps,
  generateCorridorGcps,
  lineLengthM,
  type GroundControlPoint,
  type LngLat,
  type MissionExportFormat,
} from '@sortie/flightplan';
import { assertRight, type Membership } from '../sites/index.ts';
import { toEngineMission } from './engine.ts';
import type { MissionCore, MissionsDeps } from './core.ts';

export type DownloadFile = { fileName: string; contentType: string; body: string | Buffer };

const FORMATS: Record<TMissionFeaturesQuery['file_format'], [string, MissionExportFormat]> = {
  csv: ['litchi', 'litchi'],
  waypoints: ['mission_planner', 'waypoints'],
  kml: ['google_earth', 'kml'],
  wpml: ['dji', 'wpml'],
  plan: ['qgroundcontrol', 'plan'],
};

const NO_SOURCE_NOTE =
  'This site has no elevation source (None), so the ground is taken as flat at 0 m. ' +
  'Choose SRTM or a custom elevation model on the site for terrain heights.';

/** Points every `spacingM` along a path (and at every vertex), with distance from the start. */
export function samplePath(path: readonly LngLat[], spacingM: number) {
  const out: { distance_m: number; position: [number, number] }[] = [];
  let travelled = 0;
  path.forEach((p, i) => {
    const next = path[i + 1];
    out.push({ distance_m: travelled, position: [p[0], p[1]] });
    if (!next) return;
    const length = lineLengthM([p, next]);
    const steps = Math.floor(length / spacingM);
    for (let k = 1; k <= steps && k * spacingM < length; k++) {
      const t = (k * spacingM) / length;
      out.push({
        distance_m: travelled + k * spacingM,
        position: [p[0] + t * (next[0] - p[0]), p[1] + t * (next[1] - p[1])],
      });
    }
    travelled += length;
  });
  return out;
}

const MAX_PROFILE_SAMPLES = 5000;

/** The engine's default spacing: r·√2 over areas, r along corridors (flightplan gcp.ts). */
function defaultGcpSpacing(site: TSite): number {
  const r = GCP_DEFAULT_INFLUENCE_RADIUS_M;
  return site.geometry.type === 'Polygon' ? r * Math.SQRT2 : r;
}

export type MissionFiles = ReturnType<typeof createMissionFiles>;

export function createMissionFiles(deps: MissionsDeps, core: MissionCore) {
  const { features, sites, clock, db, elevation } = deps;

  async function profile(
    site: TSite,
    path: readonly LngLat[],
    spacing = 10,
  ): Promise<TMissionElevationsResponse> {
    // SRTM tiles or the custom DEM under the site and the path; 422 naming what is missing.
    const sampler = await elevation.samplerFor(site, path);
    const total = lineLengthM(path);
    const step = Math.max(spacing, total / MAX_PROFILE_SAMPLES);
    return {
      elevation_source: site.elevation_source,
      note: site.elevation_source === 'None' ? NO_SOURCE_NOTE : null,
      samples: samplePath(path, step).map((s) => ({
        ...s,
        elevation_m: sampler.elevationAt(s.position),
      })),
    };
  }

  function gcpsFor(site: TSite, spacing?: number, corridorWidth?: number): GroundControlPoint[] {
    const options = spacing === undefined ? {} : { spacing_m: spacing };
    const g = site.geometry;
    const result =
      g.type === 'Polygon'
        ? generateAreaGcps(g, options)
        : g.type === 'LineString'
          ? generateCorridorGcps(g, corridorWidth ?? site.corridor_width_m ?? 20, options)
          : null;
    if (!result) {
      throw AppError.rule(
        'unsupported_site_type',
        'Ground control points are planned for area and corridor sites.',
        { field: 'site_id' },
      );
    }
    if (!result.ok) throw result.error;
    return result.value;
  }

  return {
    /** GET /missions/{id}/features: the mission as a file for its flight app. */
    async exportMission(
      actor: Membership,
      id: string,
      query: TMissionFeaturesQuery,
    ): Promise<DownloadFile> {
      const { row, site } = await core.resolveMission(actor, id, 'GET');
      const [destination, format] = FORMATS[query.file_format];
      if (query.destination !== destination) {
        throw AppError.validation(
          `querystring.destination: ${query.file_format} files go to ${destination}.`,
          { issues: [{ path: 'querystring.destination', message: `Expected ${destination}.` }] },
        );
      }
      if (format === 'wpml') await features.consume(db, actor.companyId, 'wpml_export', 1);
      const now = clock.now();
      const file = exportMission(toEngineMission(row.mission), format, {
        kml: { site: site.geometry },
        wpml: { timestamp_ms: now.getTime() },
      });
      return {
        fileName: exportFileName({
          siteName: site.name,
          kind: row.part_index === null ? row.kind : `${row.kind}-part-${row.part_index}`,
          ext: file.extension,
          date: now,
        }),
        contentType: file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime,
        body: typeof file.body === 'string' ? file.body : Buffer.from(file.body),
      };
    },

    /** POST /missions/elevations: ground heights along a saved mission or a drawn path. */
    async elevations(
      actor: Membership,
      body:
        | { mission_id: string; spacing_m?: number | undefined }
        | { site_id: string; path: LngLat[]; spacing_m?: number | undefined },
    ): Promise<TMissionElevationsResponse> {
      if ('mission_id' in body) {
        const { row, site } = await core.resolveMission(actor, body.mission_id, 'GET');
        return profile(
          site,
          row.mission.waypoints.map((w) => w.position),
          body.spacing_m,
        );
      }
      assertRight(actor, 'Missions', 'GET');
      return profile(await sites.get(actor, body.site_id), body.path, body.spacing_m);
    },

    /**
     * GET /sites/{id}/generategcps: a GCP layout. gcp_count is stored on the site when the
     * caller may edit it (a view-only caller still gets the layout).
     */
    async generateGcps(
      actor: Membership,
      siteId: string,
      query: { spacing?: number; corridor_width?: number },
    ): Promise<TGenerateGcpsResponse> {
      const site = await sites.get(actor, siteId);
      const gcps = gcpsFor(site, query.spacing, query.corridor_width);
      if (canEditSite(site.access_level) && site.gcp_count !== gcps.length) {
        await sites
          .update(actor, site.id, site.etag, { gcp_count: gcps.length })
          .catch((error: unknown) => {
            // Someone changed the site meanwhile: the layout is still right, the count waits.
            if (!(error instanceof AppError && error.status === 412)) throw error;
          });
      }
      return {
        gcps: gcps.map((g) => ({ ...g, position: [g.position[0], g.position[1]] })),
        gcp_count: gcps.length,
        spacing_m: query.spacing ?? defaultGcpSpacing(site),
      };
    },

    gcpsFor,
    profile,
  };
}
