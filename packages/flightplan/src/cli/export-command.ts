// `flightplan export MISSION.geojson --format kml|litchi|waypoints|wpml|plan --out FILE`.
import { parseArgs } from 'node:util';
import { strFromU8 } from 'fflate';
import {
  exportMission,
  MISSION_EXPORT_FORMATS,
  type MissionExportFormat,
} from '../export/index.ts';
import { missionFromGeoJson } from '../index.ts';
import { CliError, fromAppError, printJson, readBytes, writeOut } from './io.ts';

export function exportCommand(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    options: { format: { type: 'string' }, out: { type: 'string' } },
    allowPositionals: true,
  });
  const path = positionals[0];
  const format = values.format as MissionExportFormat | undefined;
  if (!path || !values.out)
    throw new CliError(
      'missing_parameter',
      'Usage: flightplan export MISSION.geojson --format F --out FILE',
      { field: path ? 'out' : 'mission' },
    );
  if (!format || !MISSION_EXPORT_FORMATS.includes(format)) {
    throw new CliError(
      'invalid_option',
      `--format must be one of ${MISSION_EXPORT_FORMATS.join(', ')}.`,
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
  const mission = missionFromGeoJson(doc);
  if (!mission.ok) throw fromAppError(mission.error);
  const file = exportMission(mission.value, format);
  writeOut(values.out, file.body);
  printJson({
    format,
    out: values.out,
    mime: file.mime,
    bytes: typeof file.body === 'string' ? file.body.length : file.body.byteLength,
  });
}
