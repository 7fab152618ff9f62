// `flightplan gcps SITE --spacing M [--corridor-width M] --format csv|kml|odm --out FILE`.
import { parseArgs } from 'node:util';
import type { Position } from 'geojson';
import { generateAreaGcps, generateCorridorGcps } from '../generate/gcp.ts';
import { exportGcpCsv, exportGcpKml, exportGcpOdm } from '../export/gcp.ts';
import { CliError, fromAppError, numberOption, printJson, writeOut } from './io.ts';
import { loadSite } from './site.ts';

export async function gcpsCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      spacing: { type: 'string' },
      'corridor-width': { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
    },
    allowPositionals: true,
  });
  const path = positionals[0];
  if (!path || !values.out)
    throw new CliError(
      'missing_parameter',
      'Usage: flightplan gcps SITE --spacing M --format csv|kml|odm --out FILE',
      { field: path ? 'out' : 'site' },
    );
  const site = await loadSite(path);
  const spacing = numberOption(values.spacing, 'spacing');
  const width = numberOption(values['corridor-width'], 'corridor-width');
  const g = site.geometry;
  const opts = spacing === undefined ? {} : { spacing_m: spacing };
  const gcps =
    g.type === 'Polygon'
      ? // The parsed rings as they are (no copy of 100,000 vertices): GCPs only read them.
        generateAreaGcps(
          { type: 'Polygon', coordinates: g.coordinates as unknown as Position[][] },
          opts,
        )
      : g.type === 'LineString'
        ? generateCorridorGcps(
            { type: 'LineString', coordinates: g.coordinates.map((p) => [p[0], p[1]]) },
            width ?? 50,
            opts,
          )
        : null;
  if (!gcps)
    throw new CliError('invalid_geometry', 'GCPs need a polygon or line site.', {
      field: 'geometry',
    });
  if (!gcps.ok) throw fromAppError(gcps.error);
  const body =
    values.format === 'csv'
      ? exportGcpCsv(gcps.value)
      : values.format === 'kml'
        ? exportGcpKml(site.name, gcps.value)
        : values.format === 'odm'
          ? exportGcpOdm(gcps.value)
          : null;
  if (body === null)
    throw new CliError('invalid_option', '--format must be csv, kml or odm.', { field: 'format' });
  writeOut(values.out, body);
  printJson({ format: values.format, out: values.out, count: gcps.value.length });
}
