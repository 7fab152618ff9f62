// Pilot licences (issue 15 item 3): number, category, expiry and a document, one per pilot and
// workspace. A pilot (Drones GET) keeps their own; managers (Drones POST) read and keep
// everyone's. days_left drives the expiry notice (notices.ts). Decision 351.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, hasRight, rbacRulesFor } from '@sortie/domain';
import type { TPilotLicence, TPilotLicenceInput } from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../access/index.ts';
import type { FleetDeps } from './deps.ts';
import { documentView, type Documents, type StoredDocument } from './documents.ts';
import * as repo from './licence-repo.ts';
import type { LicenceRow } from './table.ts';

const RULES = rbacRulesFor();
const DAY_MS = 86_400_000;

export function licenceDocOf(row: LicenceRow): StoredDocument | null {
  return row.doc_key
    ? {
        key: row.doc_key,
        name: row.doc_name ?? 'licence',
        type: row.doc_type ?? '',
        bytes: row.doc_bytes ?? 0,
      }
    : null;
}

/** Whole days from `today` (YYYY-MM-DD) to `day`; negative once past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export function createLicences(deps: FleetDeps, docs: Documents) {
  const { db, clock, namesOf, gate } = deps;
  const today = () => clock.now().toISOString().slice(0, 10);
  const isManager = (actor: Membership) => hasRight(RULES, 'Drones', 'POST', actor.role);

  async function views(rows: LicenceRow[]): Promise<TPilotLicence[]> {
    const names = await namesOf(rows.map((r) => r.user_id));
    const now = today();
    return rows.map((r) => ({
      pilot: { id: r.user_id, name: names.get(r.user_id) ?? null },
      number: r.number,
      category: r.category,
      expiry: r.expiry,
      days_left: r.expiry ? daysBetween(now, r.expiry) : null,
      document: documentView({
        key: r.doc_key,
        name: r.doc_name,
        type: r.doc_type,
        bytes: r.doc_bytes,
      }),
      etag: r.etag,
    }));
  }

  /** A pilot's own licence, or any member's for a manager; 403 otherwise. */
  async function checkPilot(actor: Membership, userId: string): Promise<void> {
    assertRight(actor, 'Drones', 'GET');
    if (userId === actor.userId) return;
    if (!isManager(actor)) throw AppError.forbidden("Only managers keep other pilots' licences.");
    if (!(await gate.findMembership(actor.companyId, userId))) {
      throw AppError.notFound('Pilot');
    }
  }

  async function findOrThrow(executor: typeof db, companyId: string, userId: string) {
    const row = await repo.findLicence(executor, companyId, userId);
    if (!row) throw AppError.notFound('Licence');
    return row;
  }

  return {
    views,

    async list(actor: Membership): Promise<TPilotLicence[]> {
      assertRight(actor, 'Drones', 'GET');
      const rows = await repo.listLicences(db, actor.companyId);
      return views(isManager(actor) ? rows : rows.filter((r) => r.user_id === actor.userId));
    },

    async get(actor: Membership, userId: string): Promise<TPilotLicence> {
      await checkPilot(actor, userId);
      return (await views([await findOrThrow(db, actor.companyId, userId)]))[0]!;
    },

    async put(
      actor: Membership,
      userId: string,
      input: { number: string; category?: string | null; expiry?: string | null },
    ): Promise<TPilotLicence> {
      await checkPilot(actor, userId);
      const row = await repo.upsertLicence(db, {
        company_id: actor.companyId,
        user_id: userId,
        number: input.number,
        category: input.category ?? null,
        expiry: input.expiry ?? null,
        etag: randomUUID(),
        updated_at: clock.now(),
      });
      return (await views([row]))[0]!;
    },

    async remove(actor: Membership, userId: string): Promise<void> {
      await checkPilot(actor, userId);
      const old = await db.transaction().execute(async (trx) => {
        const row = await findOrThrow(trx, actor.companyId, userId);
        await repo.deleteLicence(trx, actor.companyId, userId);
        const stored = licenceDocOf(row);
        if (stored) await docs.release(trx, actor.companyId, stored);
        return stored;
      });
      await docs.deleteFile(old);
    },

    async uploadDocument(
      actor: Membership,
      userId: string,
      read: () => Promise<{ bytes: Buffer; fileName: string }>,
    ): Promise<TPilotLicence> {
      await checkPilot(actor, userId);
      await findOrThrow(db, actor.companyId, userId);
      const row = await docs.replace(db, actor.companyId, await read(), async (trx, doc) => {
        const current = await findOrThrow(trx, actor.companyId, userId);
        const updated = await repo.setLicence(trx, actor.companyId, userId, {
          doc_key: doc.key,
          doc_name: doc.name,
          doc_type: doc.type,
          doc_bytes: doc.bytes,
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        return { result: updated ?? current, old: licenceDocOf(current) };
      });
      return (await views([row]))[0]!;
    },

    async openDocument(
      actor: Membership,
      userId: string,
    ): Promise<{ stream: Readable; name: string; type: string }> {
      await checkPilot(actor, userId);
      const stored = licenceDocOf(await findOrThrow(db, actor.companyId, userId));
      if (!stored) throw AppError.notFound('Licence document');
      return { stream: await docs.open(stored.key), name: stored.name, type: stored.type };
    },
  };
}

export type Licences = ReturnType<typeof createLicences>;
export type { TPilotLicenceInput };
