// Mission exports and site-level planning outputs (feature-areas §7): mission files for flight
// apps, and elevation profiles and grids from the site's elevation source (GCPs: gcps.ts). View
// access is enough for all of them (view = view and export, feature-areas §6).
import { AppError, exportFileName } from '@sortie/domain';
import {
  missionExportTarget,
  type TMissionElevationsResponse,
  type TMissionFeaturesQuery,
  type TSite,
} from '@sortie/domain/contracts';
import {
  exportMission,
  lineLengthM,
  type LngLat,
  type Mission as EngineMission,
} from '@sortie/flightplan';
import { ellipsoidalHeightM } from '@sortie/flightplan/geoid';
import type { MissionCore, MissionsDeps } from './core.ts';
import type { MissionRow } from './table.ts';
import type { DownloadFile } from '../../http/file-reply.ts';
import { assertRight, type Membership } from '../../access/index.ts';

export type { DownloadFile };

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

/**
 * The middle of a mission file's name: the mission's own name (unless it only repeats the
 * site's), its kind, and its part: 'Block-A-area_mapping-part-2' in
 * 'North-Field_Block-A-area_mapping-part-2_2026-11-23.csv'.
 */
export function missionFileKind(
  row: Pick<MissionRow, 'name' | 'kind' | 'part_index'>,
  siteName: string,
): string {
  const name = row.name.trim();
  const named = name && name.toLowerCase() !== siteName.trim().toLowerCase() ? `${name}-` : '';
  const part = row.part_index === null ? '' : `-part-${row.part_index}`;
  return `${named}${row.kind}${part}`;
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

  type Resolved = Awaited<ReturnType<MissionCore['resolveMission']>>;
  /** The mission as a file of the format (no rights or features checked here). */
  function fileOf(
    row: Resolved['row'],
    site: Resolved['site'],
    format: TMissionFeaturesQuery['file_format'],
  ): DownloadFile {
    const now = clock.now();
    const { mission, wpml } = withTakeoffHeight(row.mission);
    const file = exportMission(mission, format, {
      kml: { site: site.geometry },
      wpml: { timestamp_ms: now.getTime(), ...wpml },
    });
    return {
      fileName: exportFileName({
        siteName: site.name,
        kind: missionFileKind(row, site.name),
        ext: file.extension,
        date: now,
      }),
      contentType: file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime,
      body: typeof file.body === 'string' ? file.body : Buffer.from(file.body),
    };
  }

  return {
    /** GET /missions/{id}/features: the mission as a file for its flight app. */
    async exportMission(
      actor: Membership,
      id: string,
      query: TMissionFeaturesQuery,
    ): Promise<DownloadFile> {
      const { row, site } = await core.resolveMission(actor, id, 'GET');
      const { destination, feature } = missionExportTarget(query.file_format);
      if (query.destination !== destination) {
        throw AppError.validation(
          `querystring.destination: ${query.file_format} files go to ${destination}.`,
          { issues: [{ path: 'querystring.destination', message: `Expected ${destination}.` }] },
        );
      }
      if (feature) await features.consume(db, actor.companyId, feature, 1);
      return fileOf(row, site, query.file_format);
    },

    /**
     * The WPML KMZ a bound dock flies (issue 11 §7): the same file as the download, without the
     * plan's wpml_export feature, which governs files leaving Sortie (docs/decisions/312).
     */
    async dockFile(actor: Membership, id: string): Promise<DownloadFile> {
      const { row, site } = await core.resolveMission(actor, id, 'GET');
      return fileOf(row, site, 'wpml');
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

    profile,
  };
}

/**
 * WPML wants the take-off point's WGS84 ellipsoidal height (flight-planning.md §3.4); we know it
 * only when the engine sampled the ground under take-off (terrain following). Otherwise the
 * exporter falls back to heights relative to take-off, as DJI's own relative exports do.
 */
function withTakeoffHeight(mission: EngineMission): {
  mission: EngineMission;
  wpml: { takeoff_ellipsoid_height_m?: number };
} {
  const elevation = mission.takeoff_elevation_m;
  // Terrain following samples the ground at the take-off point, or at the first waypoint when
  // none was set: that is where the pilot is assumed to launch.
  const takeoff = mission.takeoff ?? mission.waypoints[0]?.position;
  if (!takeoff || elevation === undefined || elevation === null) return { mission, wpml: {} };
  return {
    mission: { ...mission, takeoff },
    wpml: { takeoff_ellipsoid_height_m: ellipsoidalHeightM(takeoff, elevation) },
  };
}
