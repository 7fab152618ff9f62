// A drone's insurance document (issue 15 item 2): upload under the one-Drone PATCH right,
// download under its GET right, remove. The expiry day itself is a drone field (aircraft.ts).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@sortie/domain';
import type { TFleetDrone } from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../access/index.ts';
import { insuranceDocOf, type Aircraft } from './aircraft.ts';
import type { FleetDeps } from './deps.ts';
import type { Documents } from './documents.ts';
import * as repo from './repo.ts';

export function createInsurance(deps: FleetDeps, aircraft: Aircraft, docs: Documents) {
  const { db, clock } = deps;

  async function findOrThrow(executor: typeof db, companyId: string, id: string) {
    const row = await repo.findDrone(executor, companyId, id);
    if (!row) throw AppError.notFound('Drone');
    return row;
  }

  return {
    async upload(
      actor: Membership,
      droneId: string,
      read: () => Promise<{ bytes: Buffer; fileName: string }>,
    ): Promise<TFleetDrone> {
      assertRight(actor, 'Drone', 'PATCH');
      await findOrThrow(db, actor.companyId, droneId);
      await docs.replace(db, actor.companyId, await read(), async (trx, doc) => {
        const current = await findOrThrow(trx, actor.companyId, droneId);
        await repo.setDrone(trx, droneId, {
          insurance_doc_key: doc.key,
          insurance_doc_name: doc.name,
          insurance_doc_type: doc.type,
          insurance_doc_bytes: doc.bytes,
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        return { result: undefined, old: insuranceDocOf(current) };
      });
      return aircraft.getDrone(actor, droneId);
    },

    async remove(actor: Membership, droneId: string): Promise<TFleetDrone> {
      assertRight(actor, 'Drone', 'PATCH');
      const old = await db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, actor.companyId, droneId);
        const stored = insuranceDocOf(current);
        if (!stored) throw AppError.notFound('Insurance document');
        await docs.release(trx, actor.companyId, stored);
        await repo.setDrone(trx, droneId, {
          insurance_doc_key: null,
          insurance_doc_name: null,
          insurance_doc_type: null,
          insurance_doc_bytes: null,
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        return stored;
      });
      await docs.deleteFile(old);
      return aircraft.getDrone(actor, droneId);
    },

    async open(
      actor: Membership,
      droneId: string,
    ): Promise<{ stream: Readable; name: string; type: string }> {
      assertRight(actor, 'Drone', 'GET');
      const stored = insuranceDocOf(await findOrThrow(db, actor.companyId, droneId));
      if (!stored) throw AppError.notFound('Insurance document');
      return { stream: await docs.open(stored.key), name: stored.name, type: stored.type };
    },
  };
}
