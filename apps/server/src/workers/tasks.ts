// The work that runs in the planning pool's worker threads (issues 10 §9 and 19): the planning
// engine, terrain following over ground handed over as plain data, and the site-file parser with
// its geometry checks. A thin layer over the modules' own pure
// functions, so their rules stay in one place. An AppError (the engine's or the parser's 422)
// does not survive the thread boundary as a class, so it travels back as plain data.
import type { MessagePort } from 'node:worker_threads';
import { AppError } from '@sortie/domain';
import type { TPlannedMission } from '@sortie/domain/contracts';
import { samplerOfPortable, type PortableGround } from '@sortie/flightplan';
import {
  followTerrain,
  planFlat,
  type PlanGeometry,
  type PlanRequest,
} from '../modules/missions/engine.ts';
import { shapeFromFile, shapeFromGeometry, type SiteShape } from '../modules/sites/geometry.ts';
import type { TImportZoneFileRequest } from '@sortie/domain/contracts';
import { parseZoneFile, type ParsedZoneFile } from '../modules/airspace/parse-zones.ts';

export type TaskError = {
  type: string;
  status: number;
  message: string;
  details: Record<string, unknown> | undefined;
};
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: TaskError };

/** What the pool sends: the task's input, and a port told when the work starts (the deadline's start). */
export type TaskPayload<I> = { input: I; started: MessagePort };

function outcome<I, T>(payload: TaskPayload<I>, work: (input: I) => T): TaskOutcome<T> {
  payload.started.postMessage('started');
  payload.started.close();
  try {
    return { ok: true, value: work(payload.input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { type, status, message, details } = error;
    return { ok: false, error: { type, status, message, details } };
  }
}

/** The engine's flat plan (the contract's type; it crosses the thread boundary as plain data). */
export function planFlatTask(
  payload: TaskPayload<{ req: PlanRequest; g: PlanGeometry }>,
): TaskOutcome<TPlannedMission> {
  return outcome(payload, ({ req, g }) => planFlat(req, g));
}

/**
 * A flat plan resolved over the ground (terrain following): the request thread loaded the tiles
 * or DEM and handed over the part under the plan, which answers exactly as its sampler.
 */
export function followTerrainTask(
  payload: TaskPayload<{ req: PlanRequest; flat: TPlannedMission; ground: PortableGround }>,
): TaskOutcome<TPlannedMission> {
  return outcome(payload, ({ req, flat, ground }) =>
    followTerrain(req, flat, samplerOfPortable(ground)),
  );
}

/** An uploaded .kml/.kmz read into one site shape. */
export function shapeFromFileTask(
  payload: TaskPayload<{ bytes: Uint8Array; name: string }>,
): TaskOutcome<SiteShape> {
  return outcome(payload, ({ bytes, name }) => shapeFromFile(bytes, name));
}

/** Submitted GeoJSON checked exactly like an uploaded file. */
export function shapeFromGeometryTask(
  payload: TaskPayload<{ geometry: unknown; name: string }>,
): TaskOutcome<SiteShape> {
  return outcome(payload, ({ geometry, name }) => shapeFromGeometry(geometry, name));
}

/** An imported airspace zone file (GeoJSON, KML, openAIP) read into zones (issue 17). */
export function parseZoneFileTask(
  payload: TaskPayload<TImportZoneFileRequest>,
): TaskOutcome<ParsedZoneFile> {
  return outcome(payload, (input) => parseZoneFile(input));
}
