// GET /company/{c}/sites/{id}/features for map_feature GCP, Missions and Elevations (the sites
// module serves map_feature=Site and owns the route; it hands these cases to this function).
// Toasts on failure (feature-areas §8): 'Unable to export GCPs as {format}!', 'Unable to export
// Site Missions as KML!', 'Unable to export Site Elevations as CSV!'.
import { AppError, exportFileName } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import {
  elevationGridCsv,
  exportGcpCsv,
  exportGcpKml,
  exportGcpOdm,
  exportMissionKml,
  sampleElevationGrid,
  type ElevationSampler,
} from '@sortie/flightplan';
import { samplePath, type DownloadFile } from './files.ts';
import type { GcpService } from './gcps.ts';
import * as repo from './repo.ts';
import type { MissionsDeps } from './core.ts';
import type { MissionRow } from './table.ts';
import { assertRight, type Membership } from '../../access/index.ts';

const KML = 'application/vnd.google-earth.kml+xml; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';
/** Elevation grids are kept to about this many cells (a CSV of a few hundred kB). */
const GRID_TARGET_CELLS = 10_000;

function unsupported(mapFeature: string, outputFormat: string): AppError {
  return AppError.rule(
    'unsupported_export',
    `Export of ${mapFeature} as ${outputFormat} is not available.`,
    { map_feature: mapFeature, output_format: outputFormat },
  );
}

/** Several mission KML documents as one: shared styles once, a Folder per mission. */
export function combineMissionKml(siteName: string, rows: readonly MissionRow[]): string {
  const docs = rows.map((r) => exportMissionKml(r.mission));
  const styles = new Set<string>();
  const folders = docs.map((doc, i) => {
    const inner = /<Document>([\s\S]*)<\/Document>/.exec(doc)?.[1] ?? '';
    for (const style of inner.match(/<Style id="[^"]*">[\s\S]*?<\/Style>/g) ?? [])
      styles.add(style);
    const body = inner
      .replace(/<Style id="[^"]*">[\s\S]*?<\/Style>/g, '')
      .replace(/^\s*<name>[\s\S]*?<\/name>/, '');
    return `<Folder><name>${xmlText(rows[i]?.name ?? '')}</name>${body.trim()}</Folder>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n' +
    `<Document><name>${xmlText(`${siteName} missions`)}</name>\n${[...styles].join('\n')}\n` +
    `${folders.join('\n')}\n</Document>\n</kml>\n`
  );
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function elevationCsv(site: TSite, sampler: ElevationSampler): string {
  const g = site.geometry;
  if (g.type === 'Polygon') {
    const areaM2 = site.size.value ?? 0;
    const spacing = Math.max(10, Math.sqrt(areaM2 / GRID_TARGET_CELLS));
    const grid = sampleElevationGrid(g, spacing, sampler);
    if (!grid.ok) throw grid.error;
    return elevationGridCsv(grid.value);
  }
  if (g.type === 'LineString') {
    const rows = samplePath(g.coordinates, 10).map(
      (s) =>
        `${s.distance_m.toFixed(2)},${s.position[0].toFixed(7)},${s.position[1].toFixed(7)},${sampler.elevationAt(s.position) ?? ''}`,
    );
    return ['distance_m,lng,lat,elevation_m', ...rows].join('\n') + '\n';
  }
  throw unsupported('Elevations', 'CSV of a point site');
}

export function createSiteFeatures(
  deps: Pick<MissionsDeps, 'sites' | 'db' | 'clock' | 'elevation'>,
  gcpService: Pick<GcpService, 'forExport'>,
) {
  const { sites, db, clock, elevation } = deps;

  return {
    /** map_feature GCP (output GCP format, KML or CSV), Missions (KML), Elevations (CSV). */
    async exportSiteFeatures(
      actor: Membership,
      siteId: string,
      query: { map_feature: string; output_format: string },
    ): Promise<DownloadFile> {
      assertRight(actor, 'Missions', 'GET');
      const site = await sites.get(actor, siteId);
      const format = query.output_format.trim().toUpperCase();
      const name = (kind: string, ext: string) =>
        exportFileName({ siteName: site.name, kind, ext, date: clock.now() });
      switch (query.map_feature) {
        case 'GCP': {
          const gcps = await gcpService.forExport(site);
          if (format === 'CSV')
            return { fileName: name('gcps', 'csv'), contentType: CSV, body: exportGcpCsv(gcps) };
          if (format === 'KML')
            return {
              fileName: name('gcps', 'kml'),
              contentType: KML,
              body: exportGcpKml(`${site.name} GCPs`, gcps),
            };
          if (format === 'GCP FORMAT')
            return {
              fileName: name('gcp_list', 'txt'),
              contentType: 'text/plain; charset=utf-8',
              body: exportGcpOdm(gcps),
            };
          break;
        }
        case 'Missions':
          if (format === 'KML') {
            const rows = await repo.findMissionsBySite(db, site.id);
            return {
              fileName: name('missions', 'kml'),
              contentType: KML,
              body: combineMissionKml(site.name, rows),
            };
          }
          break;
        case 'Elevations':
          if (format === 'CSV')
            return {
              fileName: name('elevations', 'csv'),
              contentType: CSV,
              body: elevationCsv(site, await elevation.samplerFor(site)),
            };
          break;
      }
      throw unsupported(query.map_feature, query.output_format);
    },
  };
}
