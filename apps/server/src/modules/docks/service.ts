// Docks use-cases (issue 11 items 2-4): binding codes, the list, live states and the edit of a
// bound dock, unbinding. The gateway and the broker ACL are built here and started by
// wiring/docks.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  DOCK_STATES_MAX_SNS,
  type TBindCodeResponse,
  type TDock,
  type TDockState,
  type TPatchDockRequest,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { assertRight, type Membership } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { DockLink } from '../../dock-link/index.ts';
import { createDockAcl, hashSecret } from './acl.ts';
import { createBinding } from './binding.ts';
import { createGateway, DEFAULT_GATEWAY_SETTINGS, type GatewaySettings } from './gateway.ts';
import { createChangeNotifier, type DockStatePush, type DocksChange } from './notifier.ts';
import * as repo from './repo.ts';
import { toDock, toDockState } from './view.ts';
import { recordAudit } from '../audit/index.ts';

/** How long a binding code (and its unused login) lives. */
export const BIND_CODE_TTL_MS = 15 * 60_000;
// No 0/O/1/I/L: the installer types it on a controller.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export type DocksDeps = {
  db: Db;
  clock: Clock;
  link: DockLink;
  logger: FastifyBaseLogger;
  companyName: (db: Db, companyId: string) => Promise<string | null>;
  /** mqtt://host:port docks should use, for Settings → Dock; null when unknown. */
  brokerUrl: () => string | null;
  settings?: Partial<GatewaySettings>;
};

export function createDocksService(deps: DocksDeps) {
  const { db, clock } = deps;
  const settings = { ...DEFAULT_GATEWAY_SETTINGS, ...deps.settings };
  // The view reads the gateway built below; it runs only once docks send state.
  const notifier = createChangeNotifier({
    db,
    view: (row) => toDockState(row, gateway, clock.now()),
  });
  // Only the embedded broker asks us; an external broker has its ACL file.
  const acl = deps.link.mode === 'embedded' ? createDockAcl({ db, clock }) : null;
  const binding = createBinding({
    db,
    clock,
    companyName: deps.companyName,
    acl,
    onBound: (companyId) => {
      void notifier.reload().then(() => notifier.changed(companyId, 'bound'));
    },
  });
  const gateway = createGateway({
    link: deps.link,
    clock,
    logger: deps.logger,
    binding,
    settings,
    onChange: (sn) => notifier.serialChanged(sn),
  });
  acl?.onGatewayGone((sn) => gateway.gatewayGone(sn));

  async function dockOr404(companyId: string, id: string) {
    const row = await repo.getDock(db, companyId, id);
    if (!row) throw AppError.notFound('Dock');
    return row;
  }

  return {
    gateway,
    async start(): Promise<void> {
      if (acl) deps.link.setAuthorizer(acl);
      await notifier.reload();
      await gateway.start();
    },
    async close(): Promise<void> {
      notifier.close();
      await gateway.close();
    },
    onChanged(listener: (change: DocksChange) => void): void {
      notifier.listen(listener);
    },
    /** Bound docks online now, from memory (the /metrics gauge; decision 412). */
    countOnline(): number {
      const now = clock.now();
      return notifier.dockSerials().filter((sn) => gateway.store.isOnline(sn, now)).length;
    },
    /** Live states of bound docks, coalesced per dock (decision 302). */
    onState(listener: (push: DockStatePush) => void): void {
      notifier.listenStates(listener);
    },

    async generateBindCode(actor: Membership, dockCount: number): Promise<TBindCodeResponse> {
      assertRight(actor, 'Settings', 'POST');
      if (actor.personalSpace)
        throw new AppError(
          'personal_space',
          422,
          'Docks are bound to a company workspace, not to a personal space.',
        );
      const now = clock.now();
      const password = randomBytes(18).toString('base64url');
      const row = {
        code: randomCode(8),
        company_id: actor.companyId,
        created_by: actor.userId,
        created_at: now,
        expires_at: new Date(now.getTime() + BIND_CODE_TTL_MS),
        dock_count: dockCount,
        used_count: 0,
        mqtt_username: `dock-${randomCode(10).toLowerCase()}`,
        mqtt_password_hash: hashSecret(password),
      };
      await repo.insertBindCode(db, row);
      return {
        bind_code: row.code,
        organization_id: actor.companyId,
        organization_name: (await deps.companyName(db, actor.companyId)) ?? '',
        expires_at: row.expires_at.toISOString(),
        dock_count: dockCount,
        mqtt: { url: deps.brokerUrl(), username: row.mqtt_username, password },
      };
    },

    async list(actor: Membership): Promise<TDock[]> {
      assertRight(actor, 'Docks', 'GET');
      return (await repo.listDocks(db, actor.companyId)).map(toDock);
    },

    async get(actor: Membership, id: string): Promise<TDock> {
      assertRight(actor, 'Docks', 'GET');
      return toDock(await dockOr404(actor.companyId, id));
    },

    async states(actor: Membership, deviceSnList: string): Promise<TDockState[]> {
      assertRight(actor, 'Docks', 'GET');
      let sns: unknown;
      try {
        sns = JSON.parse(deviceSnList);
      } catch {
        throw AppError.validation('device_sn_list must be a JSON array of serial numbers.');
      }
      if (!Array.isArray(sns) || !sns.every((s) => typeof s === 'string'))
        throw AppError.validation('device_sn_list must be a JSON array of serial numbers.');
      if (sns.length > DOCK_STATES_MAX_SNS)
        throw new AppError(
          'too_many_docks',
          422,
          `Ask for at most ${DOCK_STATES_MAX_SNS} docks at a time.`,
        );
      // Only the workspace's own bound docks: any other serial is silently left out.
      const rows = await repo.docksBySerials(db, actor.companyId, [...new Set(sns)]);
      const now = clock.now();
      return rows.map((row) => toDockState(row, gateway, now));
    },

    async patch(
      actor: Membership,
      id: string,
      ifMatch: string | undefined,
      body: TPatchDockRequest,
    ): Promise<TDock> {
      assertRight(actor, 'Docks', 'PATCH');
      const updated = await db.transaction().execute(async (trx) => {
        const row = await repo.lockDock(trx, actor.companyId, id);
        if (!row) throw AppError.notFound('Dock');
        if (ifMatch !== undefined && ifMatch !== row.etag) throw AppError.preconditionFailed();
        const changed = await repo.updateDock(trx, id, {
          ...(body.call_sign !== undefined ? { call_sign: body.call_sign } : {}),
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(body.location_coordinates !== undefined
            ? {
                location_lng: body.location_coordinates?.[0] ?? null,
                location_lat: body.location_coordinates?.[1] ?? null,
              }
            : {}),
          etag: randomUUID(),
        });
        const fields = (d: typeof row) => ({
          call_sign: d.call_sign,
          location: d.location,
          location_lng: d.location_lng,
          location_lat: d.location_lat,
        });
        await recordAudit(trx, actor, {
          entity: 'dock',
          entityId: id,
          action: 'updated',
          before: fields(row),
          after: fields(changed),
        });
        return changed;
      });
      await notifier.reload();
      notifier.changed(actor.companyId, 'updated');
      return toDock(updated);
    },

    async unbind(actor: Membership, id: string): Promise<void> {
      assertRight(actor, 'Docks', 'DELETE');
      const row = await dockOr404(actor.companyId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteDock(trx, row.id);
        await recordAudit(trx, actor, {
          entity: 'dock',
          entityId: row.id,
          action: 'deleted',
          before: { sn: row.sn, call_sign: row.call_sign, drone_sn: row.drone_sn },
        });
      });
      acl?.release([row.sn, ...(row.drone_sn ? [row.drone_sn] : [])]);
      await notifier.reload();
      notifier.changed(actor.companyId, 'unbound');
    },
  };
}

export type DocksService = ReturnType<typeof createDocksService>;
