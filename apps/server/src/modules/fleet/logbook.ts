// The pilot logbook (issue 15 item 3): flights logged by hand, from the pilot app's completed
// reports (the flights module calls recordReport inside its own transaction), or imported from
// CSV. Reading needs Drones GET (the workspace's staff); a member logs their own flights, and
// logging for someone else or importing needs Drones POST (managers). Docs: decision 351.
import { randomUUID } from 'node:crypto';
import { AppError, hasRight, rbacRulesFor } from '@sortie/domain';
import {
  ZLogbookFlightInput,
  type TCsvImportResponse,
  type TCsvRowError,
  type TLogbookFlight,
  type TPilotTotals,
} from '@sortie/domain/contracts';
import type { z } from 'zod';
import { assertRight, type Membership } from '../../access/index.ts';
import type { Db } from '../../db/database.ts';
import { parseCsv, toCsv } from '../../http/csv.ts';
import type { FleetDeps } from './deps.ts';
import * as repo from './repo.ts';
import type { LogbookRow } from './table.ts';

type Input = z.output<typeof ZLogbookFlightInput>;
const RULES = rbacRulesFor();
const DAY_MS = 86_400_000;
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export const LOGBOOK_CSV_COLUMNS = [
  'takeoff_at',
  'landing_at',
  'duration_s',
  'pilot_id',
  'pilot_name',
  'drone_serial',
  'battery_serials',
  'site_id',
  'mission_id',
  'location',
  'purpose',
  'notes',
  'source',
] as const;

/** A completed flight of the pilot app or a dock task, as the flights module hands it over. */
export type ReportedFlight = {
  source: 'report' | 'dock';
  /** A dock flight's aircraft serial: the workspace's drone with this serial flew it. */
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

export function createLogbook(deps: FleetDeps) {
  const { db, clock, namesOf, gate, sites, missions } = deps;

  async function views(rows: LogbookRow[]): Promise<TLogbookFlight[]> {
    const names = await namesOf(rows.map((r) => r.pilot_id));
    return rows.map((r) => ({
      id: r.id,
      pilot: { id: r.pilot_id, name: names.get(r.pilot_id) ?? null },
      takeoff_at: r.takeoff_at.toISOString(),
      landing_at: new Date(r.takeoff_at.getTime() + r.duration_s * 1000).toISOString(),
      duration_s: r.duration_s,
      drone_id: r.drone_id,
      battery_ids: r.battery_ids,
      site_id: r.site_id,
      mission_id: r.mission_id,
      location: r.location,
      purpose: r.purpose,
      notes: r.notes,
      source: r.source,
      created_at: r.created_at.toISOString(),
    }));
  }

  /** Pilot, drone, batteries, site and mission all belong to the actor's workspace. */
  async function checkRefs(actor: Membership, input: Input): Promise<string> {
    const pilotId = input.pilot_id ?? actor.userId;
    if (pilotId !== actor.userId) {
      if (!hasRight(RULES, 'Drones', 'POST', actor.role)) {
        throw AppError.forbidden('Only managers log flights for another pilot.');
      }
      if (!(await gate.findMembership(actor.companyId, pilotId))) {
        throw AppError.rule('pilot_not_member', 'The pilot is not a member of this workspace.', {
          field: 'pilot_id',
        });
      }
    }
    if (input.drone_id && !(await repo.findDrone(db, actor.companyId, input.drone_id))) {
      throw AppError.rule('unknown_drone', 'The drone is not in this workspace.', {
        field: 'drone_id',
      });
    }
    const batteries = await repo.batterySerials(db, actor.companyId);
    const ids = new Set(batteries.values());
    if (input.battery_ids.some((b) => !ids.has(b))) {
      throw AppError.rule('unknown_battery', 'A battery is not in this workspace.', {
        field: 'battery_ids',
      });
    }
    if (input.site_id) await sites.get(actor, input.site_id);
    if (input.mission_id) await missions.resolveMission(actor, input.mission_id, 'GET');
    checkTakeoff(new Date(input.takeoff_at));
    return pilotId;
  }

  function checkTakeoff(takeoff: Date): void {
    if (takeoff.getTime() > clock.now().getTime() + DAY_MS) {
      throw AppError.rule('takeoff_in_future', 'The take-off time is in the future.', {
        field: 'takeoff_at',
      });
    }
  }

  function rowOf(
    actor: Membership,
    input: Input,
    pilotId: string,
    source: LogbookRow['source'],
  ): repo.NewLogbookRow {
    return {
      id: randomUUID(),
      company_id: actor.companyId,
      pilot_id: pilotId,
      takeoff_at: new Date(input.takeoff_at),
      duration_s: input.duration_s,
      drone_id: input.drone_id ?? null,
      battery_ids: input.battery_ids,
      site_id: input.site_id ?? null,
      mission_id: input.mission_id ?? null,
      location: input.location ?? null,
      purpose: input.purpose ?? null,
      notes: input.notes ?? null,
      source,
      report_flight_id: null,
      created_by: actor.userId,
      created_at: clock.now(),
    };
  }

  return {
    async list(
      actor: Membership,
      q: { pilot_id?: string; drone_id?: string; from?: string; to?: string; limit: number },
    ): Promise<TLogbookFlight[]> {
      assertRight(actor, 'Drones', 'GET');
      const rows = await repo.listLogbook(db, actor.companyId, {
        pilotId: q.pilot_id,
        droneId: q.drone_id,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        limit: q.limit,
      });
      return views(rows);
    },

    async log(actor: Membership, input: Input): Promise<TLogbookFlight> {
      assertRight(actor, 'Drones', 'GET');
      const pilotId = await checkRefs(actor, input);
      const row = await db
        .transaction()
        .execute(async (trx) => repo.insertLogbook(trx, rowOf(actor, input, pilotId, 'manual')));
      if (!row) throw new Error('logbook insert returned nothing');
      return (await views([row]))[0]!;
    },

    async remove(actor: Membership, id: string): Promise<void> {
      assertRight(actor, 'Drones', 'GET');
      await db.transaction().execute(async (trx) => {
        const row = await repo.findLogbook(trx, actor.companyId, id);
        if (!row) throw AppError.notFound('Flight');
        const manager = hasRight(RULES, 'Drones', 'POST', actor.role);
        // A pilot corrects their own hand-logged flights; reported ones are the app's record.
        if (!manager && (row.pilot_id !== actor.userId || row.source !== 'manual')) {
          throw AppError.forbidden('Only managers delete flights other than your own logged ones.');
        }
        await repo.deleteLogbook(trx, id);
      });
    },

    async totals(actor: Membership): Promise<TPilotTotals[]> {
      assertRight(actor, 'Drones', 'GET');
      const since = new Date(clock.now().getTime() - 90 * DAY_MS);
      const rows = await repo.pilotAircraftTotals(db, actor.companyId, since);
      const names = await namesOf(rows.map((r) => r.pilot_id));
      const byPilot = new Map<string, TPilotTotals & { seconds: number; recentSeconds: number }>();
      for (const r of rows) {
        const p = byPilot.get(r.pilot_id) ?? {
          pilot: { id: r.pilot_id, name: names.get(r.pilot_id) ?? null },
          flights: 0,
          hours: 0,
          seconds: 0,
          recentSeconds: 0,
          last_90_days: { flights: 0, hours: 0 },
          by_aircraft: [],
        };
        p.flights += r.flights;
        p.seconds += r.seconds;
        p.recentSeconds += r.recent_seconds;
        p.last_90_days.flights += r.recent_flights;
        p.by_aircraft.push({ drone_id: r.drone_id, flights: r.flights, hours: hours(r.seconds) });
        byPilot.set(r.pilot_id, p);
      }
      return [...byPilot.values()]
        .map(({ seconds, recentSeconds, ...p }) => ({
          ...p,
          hours: hours(seconds),
          last_90_days: { flights: p.last_90_days.flights, hours: hours(recentSeconds) },
        }))
        .sort((a, b) => b.hours - a.hours);
    },

    async exportCsv(
      actor: Membership,
      q: { pilot_id?: string; from?: string; to?: string },
    ): Promise<string> {
      assertRight(actor, 'DroneCsvExport', 'GET');
      const flights = await this.list(actor, { ...q, limit: 500 });
      const [drones, batteries] = await Promise.all([
        repo.droneSerials(db, actor.companyId),
        repo.batterySerials(db, actor.companyId),
      ]);
      const droneSerial = new Map([...drones].map(([s, id]) => [id, s]));
      const batterySerial = new Map([...batteries].map(([s, id]) => [id, s]));
      return toCsv(
        LOGBOOK_CSV_COLUMNS,
        flights.map((f) => ({
          ...f,
          pilot_id: f.pilot.id,
          pilot_name: f.pilot.name,
          drone_serial: f.drone_id ? droneSerial.get(f.drone_id) : null,
          battery_serials: f.battery_ids.map((b) => batterySerial.get(b) ?? '').join(';'),
        })),
      );
    },

    /** Rows: takeoff_at, duration_s, pilot_id (empty: you), drone_serial, battery_serials (;). */
    async importCsv(actor: Membership, csv: string, commit: boolean): Promise<TCsvImportResponse> {
      assertRight(actor, 'Drones', 'POST');
      const { header, rows } = parseCsv(csv);
      const missing = ['takeoff_at', 'duration_s'].filter((c) => !header.includes(c));
      if (missing.length > 0) {
        throw AppError.rule(
          'csv_missing_columns',
          `The header has no ${missing.join(', ')} column. Start from an exported file.`,
          { columns: missing },
        );
      }
      const [drones, batteries] = await Promise.all([
        repo.droneSerials(db, actor.companyId),
        repo.batterySerials(db, actor.companyId),
      ]);
      const members = new Map<string, boolean>();
      const errors: TCsvRowError[] = [];
      const parsed: { input: Input; pilotId: string }[] = [];
      for (const [n, cells] of rows.entries()) {
        const row = n + 1;
        const err = (column: string, message: string) => errors.push({ row, column, message });
        const droneId = cells.drone_serial ? drones.get(cells.drone_serial) : null;
        if (cells.drone_serial && !droneId) err('drone_serial', 'No drone with this serial.');
        const batteryIds: string[] = [];
        for (const s of (cells.battery_serials ?? '').split(';').map((v) => v.trim())) {
          if (!s) continue;
          const id = batteries.get(s);
          if (id) batteryIds.push(id);
          else err('battery_serials', `No battery with serial ${s}.`);
        }
        const pilotId = cells.pilot_id || actor.userId;
        if (!members.has(pilotId))
          members.set(pilotId, Boolean(await gate.findMembership(actor.companyId, pilotId)));
        if (!members.get(pilotId)) err('pilot_id', 'Not a member of this workspace.');
        const got = ZLogbookFlightInput.safeParse({
          takeoff_at: cells.takeoff_at,
          duration_s: Number(cells.duration_s),
          drone_id: droneId ?? null,
          battery_ids: batteryIds,
          location: cells.location || undefined,
          purpose: cells.purpose || undefined,
          notes: cells.notes || undefined,
        });
        if (!got.success) {
          for (const i of got.error.issues) err(String(i.path[0] ?? ''), i.message);
          continue;
        }
        if (new Date(got.data.takeoff_at).getTime() > clock.now().getTime() + DAY_MS)
          err('takeoff_at', 'The take-off time is in the future.');
        parsed.push({ input: got.data, pilotId });
      }
      const result = (imported: number) => ({
        rows: rows.length,
        errors,
        imported,
        preview: rows.slice(0, 20),
      });
      if (!commit || errors.length > 0) return result(0);
      await db.transaction().execute(async (trx) => {
        for (const { input, pilotId } of parsed)
          await repo.insertLogbook(trx, rowOf(actor, input, pilotId, 'import'));
      });
      return result(parsed.length);
    },

    /**
     * Called by the flights module inside its report transaction when a flight completes, so the
     * logbook entry and the site's progress are stored together or not at all.
     */
    async recordReport(trx: Db, f: ReportedFlight): Promise<void> {
      // A zero-length report is a flight that never left the ground: nothing to log.
      if (f.durationS <= 0) return;
      if (f.droneId && !(await repo.findDrone(trx, f.companyId, f.droneId))) {
        throw AppError.rule('unknown_drone', 'The drone is not in this workspace.', {
          field: 'drone_id',
        });
      }
      // A dock knows its aircraft only by serial; a fleet drone registered with it gains the hours.
      const droneId =
        f.droneId ??
        (f.aircraftSerial
          ? ((await repo.droneSerials(trx, f.companyId)).get(f.aircraftSerial) ?? null)
          : null);
      await repo.insertLogbook(trx, {
        id: randomUUID(),
        company_id: f.companyId,
        pilot_id: f.pilotId,
        takeoff_at: f.startedAt,
        duration_s: Math.round(f.durationS),
        drone_id: droneId,
        battery_ids: [],
        site_id: f.siteId,
        mission_id: f.missionId,
        location: null,
        purpose: null,
        notes: f.notes,
        source: f.source,
        report_flight_id: f.flightId,
        created_by: f.reportedBy,
        created_at: clock.now(),
      });
    },
  };
}

export type Logbook = ReturnType<typeof createLogbook>;
