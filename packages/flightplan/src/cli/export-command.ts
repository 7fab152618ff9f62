// `flightplan export MISSION.geojson --format csv|waypoints|kml|wpml|plan --out FILE`: the API's
// file_format, or its destination (litchi, mission_planner, google_earth, dji, qgroundcontrol).
// The take-off elevation (from terrain following, or --takeoff-elevation) fills the home altitude
// of .waypoints/.plan and, through the EGM96 geoid, WPML's ellipsoidal heights; KML draws the
// site outline the mission file carries (or --site) and GCPs over it with --gcp-spacing.
import { parseArgs } from 'node:util';
import { strFromU8 } from 'fflate';
import { MISSION_EXPORT_TARGETS } from '@sortie/domain/contracts';
import { exportMission } from '../export/index.ts';
import { ellipsoidalHeightM } from '../geo/geoid.ts';
import {
  generateAreaGcps,
  generateCorridorGcps,
  missionFromGeoJson,
  siteFromGeoJson,
  siteGeometryToGeoJson,
  type GroundControlPoint,
  type Mission,
  type SiteGeometry,
} from '../index.ts';
import { CliError, fromAppError, numberOption, printJson, readBytes, writeOut } from './io.ts';
import { loadSite } from './site.ts';

const OPTIONS = {
  format: { type: 'string' },
  out: { type: 'string' },
  'takeoff-elevation': { type: 'string' },
  site: { type: 'string' },
  'gcp-spacing': { type: 'string' },
  'corridor-width': { type: 'string' },
} as const;

function gcpsOver(
  site: SiteGeometry | null,
  spacing: number | undefined,
  width: number,
): GroundControlPoint[] | undefined {
  if (spacing === undefined) return undefined;
  const opts = { spacing_m: spacing };
  const g = site ? siteGeometryToGeoJson(site) : null;
  const gcps =
    g?.type === 'Polygon'
      ? generateAreaGcps(g, opts)
      : g?.type === 'LineString'
        ? generateCorridorGcps(g, width, opts)
        : null;
  if (!gcps)
    throw new CliError(
      'missing_parameter',
      '--gcp-spacing needs the site outline: a polygon or line in the mission file or --site.',
      { field: 'site' },
    );
  if (!gcps.ok) throw fromAppError(gcps.error);
  return gcps.value;
}

export async function exportCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const path = positionals[0];
  const format = MISSION_EXPORT_TARGETS.find(
    (t) => t.file_format === values.format || t.destination === values.format,
  )?.file_format;
  if (!path || !values.out)
    throw new CliError(
      'missing_parameter',
      'Usage: flightplan export MISSION.geojson --format F --out FILE',
      { field: path ? 'out' : 'mission' },
    );
  if (!format) {
    throw new CliError(
      'invalid_option',
      `--format must be one of ${MISSION_EXPORT_TARGETS.map((t) => t.file_format).join(', ')} (or ${MISSION_EXPORT_TARGETS.map((t) => t.destination).join(', ')}).`,
      { field: 'format' },
    );
  }
  let doc: unknown;
  try {
    doc = JSON.parse(strFromU8(readBytes(path)));
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError('invalid_mission', `${path} is not JSON.`, { field: 'mission' });
  }
  const read = missionFromGeoJson(doc);
  if (!read.ok) throw fromAppError(read.error);
  const elevation = numberOption(values['takeoff-elevation'], 'takeoff-elevation');
  const mission: Mission =
    elevation === undefined ? read.value : { ...read.value, takeoff_elevation_m: elevation };
  const site = values.site
    ? (await loadSite(values.site)).geometry
    : (siteFromGeoJson(doc)?.geometry ?? null);
  const ground = mission.takeoff_elevation_m ?? null;
  const takeoff = mission.takeoff ?? mission.waypoints[0]?.position ?? null;
  const file = exportMission(mission, format, {
    kml: {
      ...(site ? { site: siteGeometryToGeoJson(site) } : {}),
      gcps: gcpsOver(
        site,
        numberOption(values['gcp-spacing'], 'gcp-spacing'),
        numberOption(values['corridor-width'], 'corridor-width') ?? 50,
      ),
    },
    wpml:
      ground !== null && takeoff
        ? { takeoff_ellipsoid_height_m: ellipsoidalHeightM(takeoff, ground) }
        : {},
  });
  writeOut(values.out, file.body);
  printJson({
    format,
    out: values.out,
    mime: file.mime,
    bytes: typeof file.body === 'string' ? file.body.length : file.body.byteLength,
  });
}
