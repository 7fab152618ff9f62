// The embedded broker's per-dock logins and topic ACLs (dji-cloud-api.md §10: the broker is the
// trust boundary). A login comes with a binding code (Settings → Dock). It may act for at most
// two serials per dock the code may bind (the dock and its aircraft), first come: the first
// topic naming a serial claims it, unless another login holds it (in memory, or bound to
// another login in the database). Any topic outside thing/product/{own sn}/... and
// sys/product/{own sn}/... is refused; so are wildcards in the serial level.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { BrokerAuthorizer, BrokerClient } from '../../dock-link/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isRecord, str } from './envelope.ts';
import * as repo from './repo.ts';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const SN = /^[A-Za-z0-9]{1,64}$/;

/** The serial a topic (or filter) is about, or null when it is not a dock topic. */
export function serialOfTopic(topic: string): string | null {
  const parts = topic.split('/');
  if ((parts[0] !== 'thing' && parts[0] !== 'sys') || parts[1] !== 'product') return null;
  const sn = parts[2] ?? '';
  return SN.test(sn) ? sn : null;
}

export type DockAcl = BrokerAuthorizer & {
  /** The login holding a serial, if any (binding checks the binder holds the dock's serial). */
  holderOf(sn: string): string | null;
  /** A dock unbound: its serials may be claimed again. */
  release(sns: readonly string[]): void;
  /** A broker client of a login dropped its connection: the gateways it announced. */
  onGatewayGone(listener: (gatewaySn: string) => void): void;
};

export function createDockAcl(deps: { db: Db; clock: Clock }): DockAcl {
  const { db, clock } = deps;
  const holders = new Map<string, string>(); // sn → username
  const claimed = new Map<string, Set<string>>(); // username → sns
  const gatewaysOfClient = new Map<string, Set<string>>(); // clientId → gateway sns
  const limits = new Map<string, number>(); // username → serial budget
  const goneListeners: ((sn: string) => void)[] = [];

  async function mayHold(login: BrokerClient, sn: string): Promise<boolean> {
    const holder = holders.get(sn);
    if (holder) return holder === login.username;
    const mine = claimed.get(login.username) ?? new Set<string>();
    const bound = await repo.dockOfSerial(db, sn);
    if (bound && bound.mqtt_username !== login.username) return false;
    // A serial already bound to this login is its own, whatever the budget.
    if (!bound && mine.size >= (limits.get(login.username) ?? 0)) return false;
    // Checked again after the await: another login may have claimed it meanwhile.
    const now = holders.get(sn);
    if (now && now !== login.username) return false;
    holders.set(sn, login.username);
    mine.add(sn);
    claimed.set(login.username, mine);
    return true;
  }

  return {
    async authenticate(username, password) {
      const login = await repo.findLogin(db, username);
      if (!login) return false;
      const given = Buffer.from(hashSecret(password), 'hex');
      const stored = Buffer.from(login.mqtt_password_hash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
      // An unused code's login ends with the code; once it bound a dock it lives with the dock.
      if (login.used_count === 0 && login.expires_at.getTime() <= clock.now().getTime())
        return false;
      limits.set(username, login.dock_count * 2);
      return true;
    },
    async authorizePublish(login, topic, payload) {
      const sn = serialOfTopic(topic);
      if (!sn || !(await mayHold(login, sn))) return false;
      if (topic === `sys/product/${sn}/status`) {
        // The gateway's topology names its aircraft: that serial is the login's too.
        const gateways = gatewaysOfClient.get(login.clientId) ?? new Set<string>();
        gateways.add(sn);
        gatewaysOfClient.set(login.clientId, gateways);
        for (const sub of subDeviceSerials(payload)) {
          if (!(await mayHold(login, sub))) return false;
        }
      }
      return true;
    },
    async authorizeSubscribe(login, filter) {
      const sn = serialOfTopic(filter);
      return sn !== null && (await mayHold(login, sn));
    },
    disconnected(login) {
      const gateways = gatewaysOfClient.get(login.clientId);
      gatewaysOfClient.delete(login.clientId);
      for (const sn of gateways ?? []) for (const listener of goneListeners) listener(sn);
    },
    holderOf: (sn) => holders.get(sn) ?? null,
    release(sns) {
      for (const sn of sns) {
        const holder = holders.get(sn);
        if (!holder) continue;
        holders.delete(sn);
        claimed.get(holder)?.delete(sn);
      }
    },
    onGatewayGone(listener) {
      goneListeners.push(listener);
    },
  };
}

function subDeviceSerials(payload: Buffer): string[] {
  try {
    const message: unknown = JSON.parse(payload.toString('utf8'));
    if (!isRecord(message) || !isRecord(message.data)) return [];
    const subs = message.data.sub_devices;
    if (!Array.isArray(subs)) return [];
    return subs
      .filter(isRecord)
      .map((d) => str(d.sn))
      .filter((sn): sn is string => sn !== null && SN.test(sn));
  } catch {
    return [];
  }
}
