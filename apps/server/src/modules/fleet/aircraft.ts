// Drones and batteries of a workspace: create, read, edit (If-Match), delete. Hours and flights
// of a drone are the logbook's sums; maintenance is due once those hours reach the drone's
// maintenance_due_hours, or on its maintenance_due_date. A battery's cycles are its stored count
// (at registration, or as last corrected by hand) plus the logged flights that list it.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { ZBatteryInput, ZDroneInput } from '@sortie/domain/contracts';
import {
  type TBatteryPatch,
  type TDronePatch,
  type TFleetBattery,
  type TFleetDrone,
} from '@sortie/domain/contracts';
import type { z } from 'zod';
import { assertRight, type Membership } from '../../access/index.ts';
import type { Db } from '../../db/database.ts';
import type { FleetDeps } from './deps.ts';
import { documentView, type Documents, type StoredDocument } from './documents.ts';
import * as repo from './repo.ts';
import type { BatteryRow, DroneRow } from './table.ts';
import { recordAudit } from '../audit/index.ts';

export type DroneFields = z.output<typeof ZDroneInput>;
export type BatteryFields = z.output<typeof ZBatteryInput>;
type Usage = { seconds: number; flights: number };

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/**
 * The stored part of a battery's cycles when its total is written (form, PATCH, CSV import): the
 * API's `cycles` is always the total, so a form or an exported file written back changes nothing.
 * The total never drops below the logged flights (decision 350).
 */
export const storedCycles = (total: number, logged: number) => Math.max(0, total - logged);

/** The drone's insurance document as stored, or null. */
export function insuranceDocOf(row: DroneRow): StoredDocument | null {
  return row.insurance_doc_key
    ? {
        key: row.insurance_doc_key,
        name: row.insurance_doc_name ?? 'insurance',
        type: row.insurance_doc_type ?? '',
        bytes: row.insurance_doc_bytes ?? 0,
      }
    : null;
}

export function createAircraft(deps: FleetDeps, docs?: Documents) {
  const { db, clock, assets } = deps;

  function droneView(row: DroneRow, usage: Usage | undefined): TFleetDrone {
    const flightHours = hours(usage?.seconds ?? 0);
    const today = clock.now().toISOString().slice(0, 10);
    const dueByHours =
      row.maintenance_due_hours !== null && flightHours >= row.maintenance_due_hours;
    const dueByDate = row.maintenance_due_date !== null && row.maintenance_due_date <= today;
    return {
      id: row.id,
      model_id: row.model_id,
      model_name: assets.findDrone(row.model_id)?.model_name ?? row.model_id,
      serial: row.serial,
      registration: row.registration,
      nickname: row.nickname,
      firmware: row.firmware,
      status: row.status,
      purchase_date: row.purchase_date,
      insurance_expiry: row.insurance_expiry,
      maintenance_due_hours: row.maintenance_due_hours,
      maintenance_due_date: row.maintenance_due_date,
      notes: row.notes,
      flight_hours: flightHours,
      flights: usage?.flights ?? 0,
      maintenance_due: dueByHours ? 'hours' : dueByDate ? 'date' : null,
      insurance_document: documentView({
        key: row.insurance_doc_key,
        name: row.insurance_doc_name,
        type: row.insurance_doc_type,
        bytes: row.insurance_doc_bytes,
      }),
      etag: row.etag,
      created_at: row.created_at.toISOString(),
    };
  }

  function batteryView(row: BatteryRow, loggedFlights = 0): TFleetBattery {
    return {
      id: row.id,
      serial: row.serial,
      model: row.model,
      cycles: row.cycles + loggedFlights,
      health_pct: row.health_pct,
      status: row.status,
      drone_id: row.drone_id,
      notes: row.notes,
      etag: row.etag,
      created_at: row.created_at.toISOString(),
    };
  }

  function checkModel(modelId: string | undefined): void {
    if (modelId !== undefined && !assets.findDrone(modelId)) {
      throw AppError.rule(
        'unknown_drone_model',
        'This drone model is not in the catalogue. Pick a model from the supported drones.',
        { field: 'model_id' },
      );
    }
  }

  async function checkLinkedDrone(trx: Db, companyId: string, droneId: string | null | undefined) {
    if (droneId && !(await repo.findDrone(trx, companyId, droneId))) {
      throw AppError.rule(
        'unknown_drone',
        'The linked drone is not in this workspace. Pick one of your drones.',
        { field: 'drone_id' },
      );
    }
  }

  function duplicate(what: string): AppError {
    return AppError.conflict(
      'duplicate_serial',
      `A ${what} with this serial number is already in the workspace. Edit that one instead.`,
    );
  }

  async function usageOf(companyId: string) {
    return repo.droneUsage(db, companyId);
  }

  return {
    droneView,
    batteryView,
    checkModel,
    checkModelOk: (modelId: string) => assets.findDrone(modelId) !== undefined,

    async listDrones(actor: Membership): Promise<TFleetDrone[]> {
      assertRight(actor, 'Drones', 'GET');
      const [rows, usage] = await Promise.all([
        repo.listDrones(db, actor.companyId),
        usageOf(actor.companyId),
      ]);
      return rows.map((r) => droneView(r, usage.get(r.id)));
    },

    async getDrone(actor: Membership, id: string): Promise<TFleetDrone> {
      assertRight(actor, 'Drone', 'GET');
      const row = await repo.findDrone(db, actor.companyId, id);
      if (!row) throw AppError.notFound('Drone');
      return droneView(row, (await usageOf(actor.companyId)).get(row.id));
    },

    async createDrone(actor: Membership, input: DroneFields): Promise<TFleetDrone> {
      assertRight(actor, 'Drones', 'POST');
      checkModel(input.model_id);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if ((await repo.droneSerials(trx, actor.companyId)).has(input.serial))
          throw duplicate('drone');
        const row = await repo.insertDrone(trx, {
          ...droneColumns(input),
          id: randomUUID(),
          company_id: actor.companyId,
          etag: randomUUID(),
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, actor, {
          entity: 'drone',
          entityId: row.id,
          action: 'created',
          after: row,
        });
        return droneView(row, undefined);
      });
    },

    async updateDrone(
      actor: Membership,
      id: string,
      patch: TDronePatch,
      ifMatch: string | undefined,
    ): Promise<TFleetDrone> {
      assertRight(actor, 'Drone', 'PATCH');
      checkModel(patch.model_id);
      const row = await db.transaction().execute(async (trx) => {
        const current = await repo.findDrone(trx, actor.companyId, id);
        if (!current) throw AppError.notFound('Drone');
        if (ifMatch !== undefined && ifMatch !== current.etag) throw AppError.preconditionFailed();
        if (patch.serial !== undefined && patch.serial !== current.serial) {
          const serials = await repo.droneSerials(trx, actor.companyId);
          if (serials.has(patch.serial)) throw duplicate('drone');
        }
        const updated = await repo.updateDrone(trx, id, current.etag, {
          ...defined(patch),
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        if (!updated) throw AppError.preconditionFailed();
        await recordAudit(trx, actor, {
          entity: 'drone',
          entityId: id,
          action: 'updated',
          before: current,
          after: updated,
        });
        return updated;
      });
      return droneView(row, (await usageOf(actor.companyId)).get(row.id));
    },

    async deleteDrone(actor: Membership, id: string, ifMatch: string | undefined): Promise<void> {
      assertRight(actor, 'Drone', 'DELETE');
      const doc = await db.transaction().execute(async (trx) => {
        const current = await repo.findDrone(trx, actor.companyId, id);
        if (!current) throw AppError.notFound('Drone');
        if (ifMatch !== undefined && ifMatch !== current.etag) throw AppError.preconditionFailed();
        // Its batteries are unlinked and its logbook flights keep their time (FK set null).
        await repo.deleteDrone(trx, id);
        await recordAudit(trx, actor, {
          entity: 'drone',
          entityId: id,
          action: 'deleted',
          before: current,
        });
        const stored = insuranceDocOf(current);
        if (stored && docs) await docs.release(trx, actor.companyId, stored);
        return stored;
      });
      if (docs) await docs.deleteFile(doc);
    },

    async listBatteries(actor: Membership): Promise<TFleetBattery[]> {
      assertRight(actor, 'Batteries', 'GET');
      const [rows, logged] = await Promise.all([
        repo.listBatteries(db, actor.companyId),
        repo.batteryFlights(db, actor.companyId),
      ]);
      return rows.map((r) => batteryView(r, logged.get(r.id)));
    },

    async createBattery(actor: Membership, input: BatteryFields): Promise<TFleetBattery> {
      assertRight(actor, 'Batteries', 'POST');
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        await checkLinkedDrone(trx, actor.companyId, input.drone_id);
        if ((await repo.batterySerials(trx, actor.companyId)).has(input.serial))
          throw duplicate('battery');
        const row = await repo.insertBattery(trx, {
          ...batteryColumns(input),
          id: randomUUID(),
          company_id: actor.companyId,
          etag: randomUUID(),
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, actor, {
          entity: 'battery',
          entityId: row.id,
          action: 'created',
          after: row,
        });
        return batteryView(row);
      });
    },

    async updateBattery(
      actor: Membership,
      id: string,
      patch: TBatteryPatch,
      ifMatch: string | undefined,
    ): Promise<TFleetBattery> {
      assertRight(actor, 'Batteries', 'PATCH');
      return db.transaction().execute(async (trx) => {
        const current = await repo.findBattery(trx, actor.companyId, id);
        if (!current) throw AppError.notFound('Battery');
        if (ifMatch !== undefined && ifMatch !== current.etag) throw AppError.preconditionFailed();
        await checkLinkedDrone(trx, actor.companyId, patch.drone_id);
        if (patch.serial !== undefined && patch.serial !== current.serial) {
          if ((await repo.batterySerials(trx, actor.companyId)).has(patch.serial))
            throw duplicate('battery');
        }
        const logged = (await repo.batteryFlights(trx, actor.companyId, id)).get(id) ?? 0;
        const updated = await repo.updateBattery(trx, id, current.etag, {
          ...defined(patch),
          ...(patch.cycles === undefined ? {} : { cycles: storedCycles(patch.cycles, logged) }),
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        if (!updated) throw AppError.preconditionFailed();
        await recordAudit(trx, actor, {
          entity: 'battery',
          entityId: id,
          action: 'updated',
          before: current,
          after: updated,
        });
        return batteryView(updated, logged);
      });
    },

    async deleteBattery(actor: Membership, id: string, ifMatch: string | undefined): Promise<void> {
      assertRight(actor, 'Batteries', 'DELETE');
      await db.transaction().execute(async (trx) => {
        const current = await repo.findBattery(trx, actor.companyId, id);
        if (!current) throw AppError.notFound('Battery');
        if (ifMatch !== undefined && ifMatch !== current.etag) throw AppError.preconditionFailed();
        await repo.deleteBattery(trx, id);
        await recordAudit(trx, actor, {
          entity: 'battery',
          entityId: id,
          action: 'deleted',
          before: current,
        });
      });
    },
  };
}

/** The stored columns of a drone input: what it left out is null. */
export function droneColumns(input: DroneFields) {
  return {
    model_id: input.model_id,
    serial: input.serial,
    registration: input.registration ?? null,
    nickname: input.nickname ?? null,
    firmware: input.firmware ?? null,
    status: input.status,
    purchase_date: input.purchase_date ?? null,
    insurance_expiry: input.insurance_expiry ?? null,
    maintenance_due_hours: input.maintenance_due_hours ?? null,
    maintenance_due_date: input.maintenance_due_date ?? null,
    notes: input.notes ?? null,
  };
}

export function batteryColumns(input: BatteryFields) {
  return {
    serial: input.serial,
    model: input.model,
    cycles: input.cycles,
    health_pct: input.health_pct ?? null,
    status: input.status,
    drone_id: input.drone_id ?? null,
    notes: input.notes ?? null,
  };
}

/** A patch keeps only the fields it names (undefined: unchanged, null: cleared). */
function defined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type Aircraft = ReturnType<typeof createAircraft>;
