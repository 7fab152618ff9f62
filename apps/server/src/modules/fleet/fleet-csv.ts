// Fleet CSV: export under the 'drone and battery CSV export' rights, and a bulk import that
// previews, names every error by row and column, and stores all rows or none (one transaction).
// Rows are matched by serial: a known serial updates that drone or battery, a new one adds it,
// so an exported file imported again changes nothing.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  ZBatteryInput,
  ZDroneInput,
  type TCsvImportResponse,
  type TCsvRowError,
} from '@sortie/domain/contracts';
import type { z } from 'zod';
import { assertRight, type Membership } from '../../access/index.ts';
import { batteryColumns, droneColumns, storedCycles, type Aircraft } from './aircraft.ts';
import { parseCsv, toCsv } from '../../http/csv.ts';
import type { FleetDeps } from './deps.ts';
import * as repo from './repo.ts';

export const DRONE_CSV_COLUMNS = [
  'serial',
  'model_id',
  'model_name',
  'registration',
  'nickname',
  'firmware',
  'status',
  'purchase_date',
  'insurance_expiry',
  'maintenance_due_hours',
  'maintenance_due_date',
  'flight_hours',
  'flights',
  'notes',
] as const;
/** Columns the import reads; the others (model_name, hours) are derived and ignored. */
const DRONE_REQUIRED = ['serial', 'model_id'];
export const BATTERY_CSV_COLUMNS = [
  'serial',
  'model',
  'cycles',
  'health_pct',
  'status',
  'drone_serial',
  'notes',
] as const;
const BATTERY_REQUIRED = ['serial', 'model'];
const PREVIEW_ROWS = 20;

const NUMBER_FIELDS = new Set(['maintenance_due_hours', 'cycles', 'health_pct']);

/** A row's cells as input fields: empty cells are left out, numbers parsed. */
function fieldsOf(
  row: Record<string, string>,
  columns: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columns) {
    const v = row[c];
    if (v === undefined || v === '') continue;
    out[c] = NUMBER_FIELDS.has(c) ? (Number.isFinite(Number(v)) ? Number(v) : v) : v;
  }
  return out;
}

function issuesOf(error: z.ZodError, row: number): TCsvRowError[] {
  return error.issues.map((i) => ({
    row,
    column: String(i.path[0] ?? ''),
    message: i.message,
  }));
}

function missingColumns(header: string[], required: string[]): void {
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw AppError.rule(
      'csv_missing_columns',
      `The header has no ${missing.join(', ')} column. Start from an exported file.`,
      { columns: missing },
    );
  }
}

function duplicateSerial(seen: Map<string, number>, serial: string, row: number): TCsvRowError[] {
  const first = seen.get(serial);
  if (first !== undefined)
    return [{ row, column: 'serial', message: `The serial repeats row ${first}.` }];
  seen.set(serial, row);
  return [];
}

function result(
  rows: Record<string, string>[],
  errors: TCsvRowError[],
  imported: number,
): TCsvImportResponse {
  return { rows: rows.length, errors, imported, preview: rows.slice(0, PREVIEW_ROWS) };
}

export function createFleetCsv(deps: FleetDeps, aircraft: Aircraft) {
  const { db, clock } = deps;

  return {
    async exportDrones(actor: Membership): Promise<string> {
      assertRight(actor, 'DroneCsvExport', 'GET');
      const drones = await aircraft.listDrones(actor);
      return toCsv(DRONE_CSV_COLUMNS, drones);
    },

    async exportBatteries(actor: Membership): Promise<string> {
      assertRight(actor, 'BatteryCsvExport', 'GET');
      const [batteries, serials, logged] = await Promise.all([
        repo.listBatteries(db, actor.companyId),
        repo.droneSerials(db, actor.companyId),
        repo.batteryFlights(db, actor.companyId),
      ]);
      const serialOf = new Map([...serials].map(([serial, id]) => [id, serial]));
      return toCsv(
        BATTERY_CSV_COLUMNS,
        batteries.map((b) => ({
          ...b,
          // The total, as the API reads it; the import takes the logged flights off again.
          cycles: b.cycles + (logged.get(b.id) ?? 0),
          drone_serial: b.drone_id ? serialOf.get(b.drone_id) : null,
        })),
      );
    },

    async importDrones(
      actor: Membership,
      csv: string,
      commit: boolean,
    ): Promise<TCsvImportResponse> {
      assertRight(actor, 'Drones', 'POST');
      const { header, rows } = parseCsv(csv);
      missingColumns(header, DRONE_REQUIRED);
      const errors: TCsvRowError[] = [];
      const parsed: z.output<typeof ZDroneInput>[] = [];
      const seen = new Map<string, number>();
      rows.forEach((cells, n) => {
        const row = n + 1;
        const got = ZDroneInput.safeParse(
          fieldsOf(
            cells,
            DRONE_CSV_COLUMNS.filter((c) => !['model_name', 'flight_hours', 'flights'].includes(c)),
          ),
        );
        if (!got.success) return void errors.push(...issuesOf(got.error, row));
        if (!aircraft.checkModelOk(got.data.model_id)) {
          errors.push({ row, column: 'model_id', message: 'Not a catalogue drone id.' });
        }
        errors.push(...duplicateSerial(seen, got.data.serial, row));
        parsed.push(got.data);
      });
      if (!commit || errors.length > 0) return result(rows, errors, 0);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const known = await repo.droneSerials(trx, actor.companyId);
        for (const input of parsed) {
          const id = known.get(input.serial);
          if (id)
            await repo.setDrone(trx, id, {
              ...droneColumns(input),
              etag: randomUUID(),
              updated_at: now,
            });
          else
            await repo.insertDrone(trx, {
              ...droneColumns(input),
              id: randomUUID(),
              company_id: actor.companyId,
              etag: randomUUID(),
              created_at: now,
              updated_at: now,
            });
        }
      });
      return result(rows, [], parsed.length);
    },

    async importBatteries(
      actor: Membership,
      csv: string,
      commit: boolean,
    ): Promise<TCsvImportResponse> {
      assertRight(actor, 'Batteries', 'POST');
      const { header, rows } = parseCsv(csv);
      missingColumns(header, BATTERY_REQUIRED);
      const drones = await repo.droneSerials(db, actor.companyId);
      const errors: TCsvRowError[] = [];
      const parsed: z.output<typeof ZBatteryInput>[] = [];
      const seen = new Map<string, number>();
      rows.forEach((cells, n) => {
        const row = n + 1;
        const { drone_serial: droneSerial, ...fields } = fieldsOf(cells, BATTERY_CSV_COLUMNS);
        const droneId = typeof droneSerial === 'string' ? drones.get(droneSerial) : undefined;
        if (typeof droneSerial === 'string' && !droneId) {
          errors.push({ row, column: 'drone_serial', message: 'No drone with this serial.' });
        }
        const got = ZBatteryInput.safeParse({ ...fields, drone_id: droneId ?? null });
        if (!got.success) return void errors.push(...issuesOf(got.error, row));
        errors.push(...duplicateSerial(seen, got.data.serial, row));
        parsed.push(got.data);
      });
      if (!commit || errors.length > 0) return result(rows, errors, 0);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const known = await repo.batterySerials(trx, actor.companyId);
        const logged = await repo.batteryFlights(trx, actor.companyId);
        for (const input of parsed) {
          const id = known.get(input.serial);
          const columns = batteryColumns(input);
          if (id) {
            const cycles = storedCycles(input.cycles, logged.get(id) ?? 0);
            await repo.setBattery(trx, id, {
              ...columns,
              cycles,
              etag: randomUUID(),
              updated_at: now,
            });
          } else {
            await repo.insertBattery(trx, {
              ...columns,
              id: randomUUID(),
              company_id: actor.companyId,
              etag: randomUUID(),
              created_at: now,
              updated_at: now,
            });
          }
        }
      });
      return result(rows, [], parsed.length);
    },
  };
}
