// Custom flight areas (issue 11 §4, dji-cloud-api.md §7.4). A workspace keeps up to
// DOCK_GEOZONES_MAX areas; every write tells each online dock of the workspace
// (`flight_areas_update`), the dock asks for the file (`flight_areas_get`, answered here with a
// signed URL), downloads it and reports `flight_areas_sync_progress`, which the cockpit shows.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  DOCK_GEOZONES_MAX,
  type TGeozone,
  type TGeozoneInput,
  type TGeozonePatch,
  type TGeozonesResponse,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { assertRight, type Membership } from '../../../access/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { isRecord, num, str } from '../envelope.ts';
import type { Gateway } from '../gateway.ts';
import * as docksRepo from '../repo.ts';
import { buildAreaFile, signFilePath, verifyFileSignature, type AreaFile } from './file.ts';
import * as repo from './repo.ts';
import { checkedShape } from './shape-check.ts';
import type { GeozoneRow } from '../table.ts';

/** flight_areas_sync_progress reasons (§7.4). */
const SYNC_REASONS: Record<number, string> = {
  1: 'Could not read the cloud file information',
  2: 'Could not read the aircraft file information',
  3: 'Download failed',
  4: 'Link switch failed',
  5: 'Transfer failed',
  6: 'Disable failed',
  7: 'Delete failed',
  8: 'The aircraft could not load the file',
  9: 'Enable failed',
  10: 'Enhanced transmission cannot be turned off',
  11: 'The aircraft could not power on',
  12: 'Checksum failed',
  13: 'Sync timed out',
};

type Sync = TGeozonesResponse['sync'];

const toGeozone = (row: GeozoneRow): TGeozone => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  shape: row.shape,
  enabled: row.enabled,
  updated_at: row.updated_at.toISOString(),
});

export function createGeozones(deps: {
  db: Db;
  clock: Clock;
  gateway: Gateway;
  logger: FastifyBaseLogger;
  /** Signs the download links (the server's secret). */
  secret: string;
  /** http(s)://host:port the docks reach this server at; null when unknown. */
  httpBase: () => string | null;
}) {
  const { db, clock, gateway, logger } = deps;
  const syncs = new Map<string, NonNullable<Sync>>();

  async function dockOr404(companyId: string, id: string) {
    const row = await docksRepo.getDock(db, companyId, id);
    if (!row) throw AppError.notFound('Dock');
    return row;
  }

  const fileOf = async (companyId: string): Promise<AreaFile | null> =>
    buildAreaFile(await repo.listGeozones(db, companyId));

  /** Tells every online dock of the workspace that the file changed; failures are logged. */
  async function announce(companyId: string): Promise<void> {
    const now = clock.now();
    for (const dock of await docksRepo.listDocks(db, companyId)) {
      if (!gateway.store.isOnline(dock.sn, now)) continue;
      gateway.commands
        .send(dock.sn, 'flight_areas_update', {}, { retries: 1 })
        .catch((error: unknown) =>
          logger.warn({ err: error, sn: dock.sn }, 'docks: flight_areas_update not answered'),
        );
    }
  }

  // The dock asks for the file after flight_areas_update (and at start-up).
  gateway.handleRequest('flight_areas_get', async (sn) => {
    const dock = await docksRepo.dockOfSerial(db, sn);
    if (!dock) return { result: 0, output: { files: [] } };
    const file = await fileOf(dock.company_id);
    if (!file) return { result: 0, output: { files: [] } };
    const base = deps.httpBase();
    if (!base) {
      // An empty list would wipe the dock's areas: answer a failure instead (set PUBLIC_URL).
      logger.warn({ sn }, 'docks: no PUBLIC_URL, flight-area file cannot be offered');
      return { result: 1, output: {} };
    }
    const url = `${base.replace(/\/$/, '')}${signFilePath(deps.secret, dock.company_id, file.name, clock.now())}`;
    return {
      result: 0,
      output: { files: [{ name: file.name, url, checksum: file.checksum, size: file.size }] },
    };
  });
  gateway.onEvent('flight_areas_sync_progress', (sn, data) => {
    const reason = num(data.reason);
    const file = isRecord(data.file) ? data.file : {};
    syncs.set(sn, {
      status: str(data.status) ?? 'unknown',
      reason: reason || null,
      reason_text: reason ? (SYNC_REASONS[reason] ?? `Reason ${reason}`) : null,
      checksum: str(file.checksum),
      at: clock.now().toISOString(),
    });
    gateway.changed(sn);
  });

  return {
    async list(actor: Membership, dockId: string): Promise<TGeozonesResponse> {
      assertRight(actor, 'Docks', 'GET');
      const dock = await dockOr404(actor.companyId, dockId);
      const rows = await repo.listGeozones(db, actor.companyId);
      return {
        geozones: rows.map(toGeozone),
        checksum: buildAreaFile(rows)?.checksum ?? null,
        sync: syncs.get(dock.sn) ?? null,
      };
    },

    async create(actor: Membership, dockId: string, input: TGeozoneInput): Promise<TGeozone> {
      assertRight(actor, 'Docks', 'PATCH');
      await dockOr404(actor.companyId, dockId);
      const shape = checkedShape(input.shape);
      const row = await db.transaction().execute(async (trx) => {
        await repo.lockCompanyAreas(trx, actor.companyId);
        if ((await repo.countGeozones(trx, actor.companyId)) >= DOCK_GEOZONES_MAX)
          throw new AppError(
            'too_many_geozones',
            422,
            `A workspace keeps at most ${DOCK_GEOZONES_MAX} flight areas. Delete one first.`,
          );
        const now = clock.now();
        return repo.insertGeozone(trx, {
          id: randomUUID(),
          company_id: actor.companyId,
          name: input.name,
          kind: input.kind,
          shape: JSON.stringify(shape),
          enabled: input.enabled,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        });
      });
      await announce(actor.companyId);
      return toGeozone(row);
    },

    async patch(
      actor: Membership,
      dockId: string,
      zoneId: string,
      patch: TGeozonePatch,
    ): Promise<TGeozone> {
      assertRight(actor, 'Docks', 'PATCH');
      await dockOr404(actor.companyId, dockId);
      const row = await repo.updateGeozone(db, actor.companyId, zoneId, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.kind !== undefined ? { kind: patch.kind } : {}),
        ...(patch.shape !== undefined ? { shape: JSON.stringify(checkedShape(patch.shape)) } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        updated_at: clock.now(),
      });
      if (!row) throw AppError.notFound('Flight area');
      await announce(actor.companyId);
      return toGeozone(row);
    },

    async remove(actor: Membership, dockId: string, zoneId: string): Promise<void> {
      assertRight(actor, 'Docks', 'PATCH');
      await dockOr404(actor.companyId, dockId);
      if (!(await repo.deleteGeozone(db, actor.companyId, zoneId)))
        throw AppError.notFound('Flight area');
      await announce(actor.companyId);
    },

    /** The download behind a signed link: null when the link is bad, expired or stale. */
    async download(
      companyId: string,
      name: string,
      exp: number,
      sig: string,
    ): Promise<AreaFile | null> {
      if (!verifyFileSignature(deps.secret, companyId, name, exp, sig, clock.now())) return null;
      const file = await fileOf(companyId);
      return file?.name === name ? file : null;
    },
  };
}

export type Geozones = ReturnType<typeof createGeozones>;
