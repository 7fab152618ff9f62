// Elevations use-cases (issue 6 item 4): the custom DEM of a site (upload, replace, remove), the
// heat-map grid and the coverage check of a site's elevation source, and the samplers the missions
// module profiles with. The first statement of each method is its access check (sites.get: 404
// for sites one may not view; edit access to change the model).
import type { Readable } from 'node:stream';
import { AppError, canEditSite } from '@sortie/domain';
import type {
  TElevationModel,
  THeatmapElevationsResponse,
  TSite,
  TVerifyElevationGridRequest,
  TVerifyElevationGridResponse,
} from '@sortie/domain/contracts';
import type { GeoTiffDem, LngLat } from '@sortie/flightplan';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { FeaturesService } from '../plans/index.ts';
import type { SitesService } from '../sites/index.ts';
import { createDemFiles } from './dem-files.ts';
import * as repo from './repo.ts';
import { createSamplers, NO_SOURCE_NOTE, type SamplerSite } from './samplers.ts';
import { siteGrid } from './site-grid.ts';
import type { SrtmTilesOptions } from './srtm-tiles.ts';
import type { ElevationModelRow } from './table.ts';
import type { Membership } from '../../access/index.ts';

export type ElevationsDeps = {
  db: Db;
  clock: Clock;
  features: Pick<FeaturesService, 'consume' | 'assertCanStore' | 'storeBytes' | 'releaseBytes'>;
  sites: Pick<SitesService, 'get' | 'shapeFromGeometry' | 'setElevationSource'>;
  srtm: SrtmTilesOptions;
  /** Custom DEMs (file storage, folder 'dems'). */
  dems: FileStorage;
};

/** A multipart file part as @fastify/multipart hands it over. */
export type UploadedPart = { filename: string; file: Readable & { truncated?: boolean } };

const MAX_GAPS_LISTED = 500;

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;
/** Cells of the coverage check (the engine's verifyElevationGrid uses about as many). */
const VERIFY_CELLS = 10_000;

function denied(action: string): AppError {
  return AppError.forbidden(
    `Your access to this site does not allow you to ${action}.`,
    'insufficient_site_access',
  );
}

function toModel(row: ElevationModelRow): TElevationModel {
  return {
    site_id: row.site_id,
    file_name: row.file_name,
    size_bytes: Number(row.size_bytes),
    bbox: [row.bbox_west, row.bbox_south, row.bbox_east, row.bbox_north],
    width: row.width,
    height: row.height,
    coverage_pct: row.coverage_pct,
    uploaded_at: row.uploaded_at.toISOString(),
    uploaded_by: row.uploaded_by,
  };
}

/** The uploader's file name, kept for display only (never used as a path). */
function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return (clean || 'elevation-model.tif').slice(0, 200);
}

function coverageSentence(pct: number, gaps: number, cells: number): string {
  if (cells === 0) return 'The area is too small to check; draw a larger area.';
  if (gaps === 0) return 'The elevation data covers the whole area.';
  if (gaps === cells)
    return 'The elevation data has no heights over this area. Upload a model that covers the site, or choose another source.';
  return `The elevation data covers ${pct}% of the area; ${gaps} of ${cells} cells have no height. Terrain following is unreliable over the gaps.`;
}

export function createElevationsService(deps: ElevationsDeps) {
  const { db, clock, features, sites } = deps;
  const dems = createDemFiles(deps.dems);
  const samplers = createSamplers({ db, dems, srtm: deps.srtm });

  async function editableSite(actor: Membership, siteId: string): Promise<TSite> {
    const site = await sites.get(actor, siteId);
    if (!canEditSite(site.access_level)) throw denied('change its elevation model');
    return site;
  }

  /** Share of the site with heights from `dem`, 0…100. */
  function coverageOf(site: TSite, dem: GeoTiffDem): number {
    const grid = siteGrid(site.geometry, dem, VERIFY_CELLS);
    const n = grid.cells.length;
    return n === 0 ? 0 : Math.round(((n - grid.gap_count) / n) * 10_000) / 100;
  }

  return {
    /** The ground under a site (and extra points) from its elevation source; for missions. */
    samplerFor: (site: SamplerSite, points?: readonly LngLat[]) =>
      samplers.samplerFor(site, points),

    /**
     * Removes DEM files of deleted sites and of interrupted uploads (older than an hour, so an
     * upload in progress is never touched). Run at start-up.
     */
    async sweepOrphanFiles(): Promise<number> {
      const referenced = await repo.findStoredNames(db);
      // Wall-clock time: file ages come from the file system, not the app's clock.
      return dems.sweep(referenced, 3600_000, Date.now());
    },

    /**
     * Gives back the storage of a site's model when the site is deleted (sites.onDelete, inside
     * its transaction; the row goes with the site by cascade and the file at the next sweep).
     */
    async releaseSiteStorage(trx: Db, siteId: string): Promise<void> {
      const row = await repo.deleteModel(trx, siteId);
      if (row) await features.releaseBytes(trx, row.company_id, Number(row.size_bytes));
    },

    /** GET .../elevation_model: the stored model (view access). */
    async getModel(actor: Membership, siteId: string): Promise<TElevationModel | null> {
      const site = await sites.get(actor, siteId);
      const row = await repo.findModel(db, site.id);
      return row ? toModel(row) : null;
    },

    /**
     * POST .../elevation_model: streams the upload to disk (200 MB at most), checks it is a
     * GeoTIFF the engine reads and that it covers part of the site, then records it and sets
     * the site's source to Custom in one transaction. Refusals store nothing.
     */
    async upload(
      actor: Membership,
      siteId: string,
      readPart: () => Promise<UploadedPart | undefined>,
    ): Promise<TElevationModel> {
      const site = await editableSite(actor, siteId);
      // The plan check before receiving up to 200 MB (bool feature: checks, writes nothing).
      if (!site.external) await features.consume(db, actor.companyId, 'custom_elevation', 1);
      // A workspace whose storage is full is refused before the upload is received.
      await features.assertCanStore(db, actor.companyId, 1);
      // The body is read only after access and plan checks pass.
      const part = await readPart();
      if (!part) throw AppError.validation('Attach the elevation model as a file (field "file").');
      const received = await dems.receive(part.file);
      let stored: string | undefined;
      try {
        if (received.sizeBytes === 0) throw AppError.validation('The file is empty.');
        const dem = await dems.decode(received.tmpName);
        const coverage = coverageOf(site, dem);
        if (coverage === 0) {
          throw AppError.rule(
            'elevation_model_outside_site',
            'The elevation model does not cover any part of this site. Check that it is the right area and in geographic (EPSG:4326) or UTM (EPSG:326xx/327xx) coordinates.',
            { bbox: dem.bbox },
          );
        }
        stored = await dems.keep(received.tmpName, site.id);
        const row: ElevationModelRow = {
          site_id: site.id,
          company_id: actor.companyId,
          stored_name: stored,
          file_name: displayName(part.filename),
          size_bytes: received.sizeBytes,
          bbox_west: dem.bbox[0],
          bbox_south: dem.bbox[1],
          bbox_east: dem.bbox[2],
          bbox_north: dem.bbox[3],
          width: dem.width,
          height: dem.height,
          coverage_pct: coverage,
          uploaded_by: actor.userId,
          uploaded_at: clock.now(),
        };
        // The model counts against storage_mb of the workspace on its row; a replaced model's
        // bytes are given back first, so swapping a model for a similar one fits.
        const replaced = await db.transaction().execute(async (trx) => {
          await sites.setElevationSource(trx, site.id, 'Custom');
          const before = await repo.upsertModel(trx, row);
          if (before)
            await features.releaseBytes(trx, before.company_id, Number(before.size_bytes));
          await features.storeBytes(trx, row.company_id, received.sizeBytes);
          return before;
        });
        if (replaced && replaced.stored_name !== stored) await dems.discard(replaced.stored_name);
        return toModel(row);
      } catch (error) {
        await dems.discardTemp(received.tmpName);
        if (stored) await dems.discard(stored);
        throw error;
      }
    },

    /** DELETE .../elevation_model: removes the model; a Custom source falls back to None. */
    async deleteModel(actor: Membership, siteId: string): Promise<void> {
      const site = await editableSite(actor, siteId);
      const removed = await db.transaction().execute(async (trx) => {
        const row = await repo.deleteModel(trx, site.id);
        if (!row) throw AppError.notFound('Elevation model');
        await features.releaseBytes(trx, row.company_id, Number(row.size_bytes));
        await sites.setElevationSource(trx, site.id, 'None');
        return row;
      });
      await dems.discard(removed.stored_name);
    },

    /** GET .../heatmapelevations: about `cells` heights over the site with min and max. */
    async heatmap(
      actor: Membership,
      siteId: string,
      cells: number,
    ): Promise<THeatmapElevationsResponse> {
      const site = await sites.get(actor, siteId);
      const sampler = await samplers.samplerFor(site);
      const grid = siteGrid(site.geometry, sampler, cells);
      return {
        elevation_source: site.elevation_source,
        ...grid,
        // Centimetres and ~1 cm of position are plenty for a heat map, and keep the JSON small.
        cells: grid.cells.map((c) => ({
          position: [round(c.position[0], 7), round(c.position[1], 7)],
          elevation_m: c.elevation_m === null ? null : round(c.elevation_m, 2),
        })),
        note: site.elevation_source === 'None' ? NO_SOURCE_NOTE : null,
      };
    },

    /** POST /sites/verifyelevationgrid: gaps of the site's elevation data over the site or an area. */
    async verify(
      actor: Membership,
      body: TVerifyElevationGridRequest,
    ): Promise<TVerifyElevationGridResponse> {
      const site = await sites.get(actor, body.site_id);
      const geometry = body.geometry
        ? (await sites.shapeFromGeometry(body.geometry, site.name)).geometry
        : site.geometry;
      const points =
        geometry.type === 'Point'
          ? [geometry.coordinates]
          : geometry.type === 'LineString'
            ? geometry.coordinates
            : (geometry.coordinates[0] ?? []);
      const sampler = await samplers.samplerFor(site, points);
      const grid = siteGrid(geometry, sampler, VERIFY_CELLS);
      const n = grid.cells.length;
      const pct = n === 0 ? 0 : Math.round(((n - grid.gap_count) / n) * 10_000) / 100;
      return {
        elevation_source: site.elevation_source,
        cell_count: n,
        gap_count: grid.gap_count,
        coverage_pct: pct,
        gaps: grid.cells
          .filter((c) => c.elevation_m === null)
          .slice(0, MAX_GAPS_LISTED)
          .map((c) => [c.position[0], c.position[1]]),
        verdict: grid.gap_count === 0 ? 'ok' : grid.gap_count === n ? 'none' : 'partial',
        message:
          site.elevation_source === 'None'
            ? NO_SOURCE_NOTE
            : coverageSentence(pct, grid.gap_count, n),
      };
    },
  };
}

export type ElevationsService = ReturnType<typeof createElevationsService>;
