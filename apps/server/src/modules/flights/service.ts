// Flight reports of the pilot app (issue 6 item 5; docs/decisions/040): a mission, or a part of
// it, flown. flight_id comes from the app, so a report repeated after a lost answer counts once.
// A flight reported started and not yet completed marks the site "pending sync"; the completed
// report adds its duration to the site's progress, which moves the status (sites' recordFlight).
import { AppError, canEditSite } from '@sortie/domain';
import type {
  TFlight,
  TReportFlightRequest,
  TReportFlightResponse,
} from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { MissionsService } from '../missions/index.ts';
import type { SitesService } from '../sites/index.ts';
import * as repo from './repo.ts';
import type { FlightRow } from './table.ts';
import type { Membership, WorkspaceGate } from '../../access/index.ts';

export type FlightsDeps = {
  db: Db;
  clock: Clock;
  sites: Pick<SitesService, 'get' | 'recordFlight' | 'userNames'>;
  missions: Pick<MissionsService, 'resolveMission'>;
  gate: WorkspaceGate;
  /** The pilot logbook (fleet module): a completed flight is logged in the same transaction. */
  logbook?: { recordReport(trx: Db, flight: CompletedFlight): Promise<void> };
};

/**
 * Who reports a flight: the pilot app (default, over HTTP) or a dock's flight task, which names
 * its aircraft's serial so the logbook can link the fleet drone with that serial.
 */
export type FlightOrigin = { source: 'report' } | { source: 'dock'; aircraftSerial: string | null };

/** A flight that just completed, as the logbook takes it. */
export type CompletedFlight = {
  source: FlightOrigin['source'];
  /** The dock's aircraft serial (dock flights only): the fleet drone it names gains the hours. */
  aircraftSerial: string | null;
  companyId: string;
  flightId: string;
  siteId: string;
  missionId: string | null;
  pilotId: string;
  startedAt: Date;
  durationS: number;
  droneId: string | null;
  notes: string | null;
  reportedBy: string;
};

function conflict(): AppError {
  return new AppError(
    'flight_id_conflict',
    409,
    'This flight_id was already reported for another mission. Generate a new id for each flight.',
  );
}

/** A counted report moved a site's progress (told after the commit). */
export type FlightRecordedListener = (change: { companyId: string; siteId: string }) => void;

export function createFlightsService(deps: FlightsDeps) {
  const { db, clock, sites, missions, gate, logbook } = deps;
  const logCompleted = async (
    trx: Db,
    row: FlightRow,
    droneId: string | undefined,
    origin: FlightOrigin,
  ) => {
    if (!logbook || row.state !== 'completed') return;
    await logbook.recordReport(trx, {
      source: origin.source,
      aircraftSerial: origin.source === 'dock' ? origin.aircraftSerial : null,
      companyId: row.company_id,
      flightId: row.flight_id,
      siteId: row.site_id,
      missionId: row.mission_id,
      pilotId: row.pilot_id,
      startedAt: row.started_at,
      durationS: row.duration_s ?? 0,
      droneId: droneId ?? null,
      notes: row.notes,
      reportedBy: row.reported_by ?? row.pilot_id,
    });
  };
  // The realtime `sites.changed` (progress) event, so an open site page shows the new progress.
  const recordedListeners: FlightRecordedListener[] = [];

  async function toFlight(row: FlightRow): Promise<TFlight> {
    const names = await sites.userNames([row.pilot_id]);
    return {
      flight_id: row.flight_id,
      mission_id: row.mission_id,
      site_id: row.site_id,
      state: row.state,
      started_at: row.started_at.toISOString(),
      duration_s: row.duration_s,
      pilot: { id: row.pilot_id, name: names.get(row.pilot_id) ?? null },
      waypoints:
        row.waypoint_from === null || row.waypoint_to === null
          ? null
          : { from: row.waypoint_from, to: row.waypoint_to },
      completed_at: row.completed_at?.toISOString() ?? null,
      notes: row.notes,
    };
  }

  return {
    onRecorded(listener: FlightRecordedListener): void {
      recordedListeners.push(listener);
    },
    /**
     * POST /missions/{id}/flights: edit access on the mission's site (pilots who fly it). The
     * docks module reports its tasks' flights here too, with origin 'dock'.
     */
    async report(
      actor: Membership,
      missionId: string,
      body: TReportFlightRequest,
      origin: FlightOrigin = { source: 'report' },
    ): Promise<{ response: TReportFlightResponse; created: boolean }> {
      const { row: mission, site } = await missions.resolveMission(actor, missionId, 'POST');
      if (!canEditSite(site.access_level)) {
        throw AppError.forbidden(
          'Your access to this site does not allow you to report flights. Ask for edit access.',
          'insufficient_site_access',
        );
      }
      const pilotId = body.pilot_id ?? actor.userId;
      if (pilotId !== actor.userId && !(await gate.findMembership(actor.companyId, pilotId))) {
        throw AppError.rule(
          'pilot_not_member',
          'The pilot is not a member of this workspace. Choose a member as the pilot.',
          { field: 'pilot_id' },
        );
      }
      const count = mission.mission.waypoints.length;
      if (body.waypoints && body.waypoints.to >= count) {
        throw AppError.rule(
          'out_of_range',
          `The mission has ${count} waypoints; waypoints.to must be below ${count}.`,
          { field: 'waypoints' },
        );
      }
      const now = clock.now();
      const duration = body.state === 'completed' ? (body.duration_s ?? 0) : null;

      const { flight, counted } = await db.transaction().execute(async (trx) => {
        let existing = await repo.lockFlight(trx, body.flight_id);
        if (!existing) {
          const inserted = await repo.insertFlight(trx, {
            flight_id: body.flight_id,
            company_id: actor.companyId,
            site_id: site.id,
            mission_id: mission.id,
            pilot_id: pilotId,
            state: body.state,
            started_at: new Date(body.started_at),
            duration_s: duration,
            waypoint_from: body.waypoints?.from ?? null,
            waypoint_to: body.waypoints?.to ?? null,
            reported_by: actor.userId,
            created_at: now,
            completed_at: body.state === 'completed' ? now : null,
            notes: body.notes || null,
          });
          if (inserted) {
            await sites.recordFlight(trx, {
              siteId: site.id,
              pilotId,
              seconds: duration ?? 0,
              pendingDelta: body.state === 'started' ? 1 : 0,
            });
            await logCompleted(trx, inserted, body.drone_id, origin);
            return { flight: inserted, counted: true };
          }
          // A concurrent report of the same flight won the insert: treat this one as a repeat.
          existing = await repo.lockFlight(trx, body.flight_id);
          if (!existing) throw conflict();
        }
        if (existing.mission_id !== mission.id || existing.company_id !== actor.companyId)
          throw conflict();
        if (existing.state === 'completed' || body.state === 'started')
          return { flight: existing, counted: false };
        // started → completed: the flight's time counts now, and it no longer awaits sync.
        const completed = await repo.completeFlight(trx, existing.flight_id, {
          duration_s: duration ?? 0,
          completed_at: now,
        });
        await sites.recordFlight(trx, {
          siteId: site.id,
          pilotId: existing.pilot_id,
          seconds: duration ?? 0,
          pendingDelta: -1,
        });
        await logCompleted(trx, completed, body.drone_id, origin);
        return { flight: completed, counted: true };
      });

      if (counted) {
        for (const listener of recordedListeners)
          listener({ companyId: actor.companyId, siteId: site.id });
      }
      const fresh = await sites.get(actor, site.id);
      return {
        created: counted,
        response: {
          flight: await toFlight(flight),
          counted,
          site: {
            id: fresh.id,
            goal: fresh.goal,
            progress: fresh.progress,
            remaining_time: fresh.remaining_time,
            status: fresh.status,
            pending_sync: fresh.pending_sync,
          },
        },
      };
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
