// Organisation binding (dji-cloud-api.md §7.2): the dock's requests airport_bind_status,
// airport_organization_get and airport_organization_bind. The binding code comes from
// Settings → Dock: short-lived, and good for `dock_count` docks (one, unless the simulator asked
// for more). A reused, expired or unknown code is refused with BIND_CODE_REFUSED per device.
// On a shared broker (MQTT_URL), other deployments' docks bind through the same topics: a request
// naming an organisation this server does not host is theirs, and gets no answer from us.
import { randomUUID } from 'node:crypto';
import { DOCK_CALL_SIGN_MAX } from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { DockAcl } from './acl.ts';
import { isRecord, str } from './envelope.ts';
import * as repo from './repo.ts';
import type { BindCodeRow } from './table.ts';
import { recordAudit } from '../audit/index.ts';

/** Cloud-defined error codes of the binding replies (the protocol leaves them to the cloud). */
export const BIND_CODE_REFUSED = 210001;
export const ALREADY_BOUND = 210002;
export const NOT_YOUR_SERIAL = 210003;

export type BindingDeps = {
  db: Db;
  clock: Clock;
  companyName: (db: Db, companyId: string) => Promise<string | null>;
  /** The embedded broker's ACL: the binder must hold the dock's serial. Null on MQTT_URL. */
  acl: DockAcl | null;
  onBound: (companyId: string) => void;
};

type Reply = { result: number; output: Record<string, unknown> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function usable(code: BindCodeRow | undefined, now: Date): code is BindCodeRow {
  return !!code && code.expires_at.getTime() > now.getTime() && code.used_count < code.dock_count;
}

const isDockModel = (key: string | null) => key?.startsWith('3-') ?? false;

export function createBinding(deps: BindingDeps) {
  const { db, clock } = deps;

  /**
   * False when the request names an organisation this server does not host and the broker is
   * shared (no embedded ACL): another deployment answers it. The embedded broker carries only our
   * docks, so there every request is answered, refusals included.
   */
  async function isOurs(organizationId: string | null | undefined): Promise<boolean> {
    if (deps.acl || !organizationId) return true;
    return UUID.test(organizationId) && (await deps.companyName(db, organizationId)) !== null;
  }

  return {
    /**
     * Whether this server answers a bound dock's other requests: on a shared broker, only for
     * docks bound here (another deployment's dock asks its own server); always on the embedded one.
     */
    async answersFor(sn: string): Promise<boolean> {
      return deps.acl !== null || (await repo.dockOfSerial(db, sn)) !== undefined;
    },

    async bindStatus(data: Record<string, unknown>): Promise<Reply> {
      const devices = (Array.isArray(data.devices) ? data.devices : [])
        .filter(isRecord)
        .slice(0, 10);
      const bind_status = [];
      for (const device of devices) {
        const sn = str(device.sn);
        if (!sn) continue;
        const dock = await repo.dockOfSerial(db, sn);
        bind_status.push({
          sn,
          is_device_bind_organization: !!dock,
          organization_id: dock?.company_id ?? '',
          organization_name: dock ? ((await deps.companyName(db, dock.company_id)) ?? '') : '',
          device_callsign: dock?.call_sign ?? '',
        });
      }
      return { result: 0, output: { bind_status } };
    },

    /** Null: not this server's organisation on a shared broker (see isOurs); no reply. */
    async organizationGet(data: Record<string, unknown>): Promise<Reply | null> {
      if (!(await isOurs(str(data.organization_id)))) return null;
      const code = await repo.findBindCode(db, str(data.device_binding_code) ?? '');
      if (!usable(code, clock.now())) return { result: BIND_CODE_REFUSED, output: {} };
      const name = (await deps.companyName(db, code.company_id)) ?? '';
      return { result: 0, output: { organization_name: name } };
    },

    async organizationBind(
      gatewaySn: string,
      data: Record<string, unknown>,
    ): Promise<Reply | null> {
      const devices = (Array.isArray(data.bind_devices) ? data.bind_devices : []).filter(isRecord);
      if (!(await isOurs(str(devices[0]?.organization_id)))) return null;
      const entries = devices.slice(0, 10).map((d) => ({
        sn: str(d.sn) ?? '',
        code: str(d.device_binding_code) ?? '',
        callSign: (str(d.device_callsign) ?? '').trim().slice(0, DOCK_CALL_SIGN_MAX),
        modelKey: str(d.device_model_key),
      }));
      const dockEntry =
        entries.find((e) => e.sn === gatewaySn) ?? entries.find((e) => isDockModel(e.modelKey));
      const errors = new Map<string, number>(entries.map((e) => [e.sn, 0]));
      const refuseAll = (code: number): Reply => ({
        result: code,
        output: { err_infos: entries.map((e) => ({ sn: e.sn, err_code: code })) },
      });
      if (!dockEntry || dockEntry.sn !== gatewaySn) return refuseAll(NOT_YOUR_SERIAL);
      const drone = entries.find((e) => e !== dockEntry) ?? null;

      const bound = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const code = await repo.lockBindCode(trx, dockEntry.code);
        // The same dock asking again with the code it bound with (a retry, or a second Sortie
        // server on a shared broker answering the same request after the first one bound it)
        // gets the first answer, not "code used": binding is idempotent per dock and code.
        const existing = await repo.dockOfSerial(trx, gatewaySn);
        if (code && existing?.sn === gatewaySn && existing.bind_code === code.code) {
          return code.company_id;
        }
        if (!usable(code, now)) return BIND_CODE_REFUSED;
        // Under the embedded broker, only the code's own login may bind with it.
        const holder = deps.acl?.holderOf(gatewaySn);
        if (deps.acl && holder !== code.mqtt_username) return NOT_YOUR_SERIAL;
        if (await repo.dockOfSerial(trx, gatewaySn)) return ALREADY_BOUND;
        if (drone && (await repo.dockOfSerial(trx, drone.sn))) return ALREADY_BOUND;
        await repo.insertDock(trx, {
          id: randomUUID(),
          company_id: code.company_id,
          sn: gatewaySn,
          model_key: dockEntry.modelKey,
          drone_sn: drone?.sn ?? null,
          drone_model_key: drone?.modelKey ?? null,
          call_sign: dockEntry.callSign || `Dock ${gatewaySn.slice(-4)}`,
          location: null,
          location_lng: null,
          location_lat: null,
          thing_version: null,
          mqtt_username: code.mqtt_username,
          bind_code: code.code,
          bound_by: code.created_by,
          bound_at: now,
          etag: randomUUID(),
        });
        await repo.countUse(trx, code.code);
        // The dock binds itself over MQTT; the person who made the bind code answers for it.
        await recordAudit(
          trx,
          { userId: code.created_by, companyId: code.company_id },
          {
            entity: 'dock',
            entityId: gatewaySn,
            action: 'created',
            after: { sn: gatewaySn, drone_sn: drone?.sn ?? null, bind_code: code.code },
          },
        );
        return code.company_id;
      });
      if (typeof bound === 'number') return refuseAll(bound);
      deps.onBound(bound);
      return {
        result: 0,
        output: { err_infos: [...errors].map(([sn, err_code]) => ({ sn, err_code })) },
      };
    },
  };
}

export type Binding = ReturnType<typeof createBinding>;

/** Reply of the `config` request (§7.1): fields straight in `data`, no result wrapper. */
export function configReply(): Record<string, unknown> {
  return {
    app_id: '',
    app_key: '',
    app_license: '',
    ntp_server_host: 'pool.ntp.org',
    ntp_server_port: 123,
  };
}
