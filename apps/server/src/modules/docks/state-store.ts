// Per-serial live state (dji-cloud-api.md §1.5, §1.6, §10): OSD and state messages deep-merged
// (the dock sends its OSD in several partial messages), `last_seen`, and online/offline from the
// topology, a silence timeout and broker disconnects. In memory: it is rebuilt within seconds
// from the docks' own pushes after a restart.
import { isRecord } from './envelope.ts';

export type DeviceRecord = {
  sn: string;
  /** The gateway that relays it (itself for a dock). */
  gateway: string;
  properties: Record<string, unknown>;
  lastSeen: Date | null;
  /** Said online by the topology (a gateway's own update_topo, or its sub_devices list). */
  inTopology: boolean;
  domain: number | null;
  type: number | null;
  subType: number | null;
  thingVersion: string | null;
};

/** Deep merge of plain objects; arrays and scalars replace. Returns whether anything changed. */
export function deepMerge(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): boolean {
  let changed = false;
  for (const [key, value] of Object.entries(patch)) {
    // Prototype keys from device JSON must never reach Object.prototype.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = target[key];
    if (isRecord(value) && isRecord(current)) {
      if (deepMerge(current, value)) changed = true;
    } else if (isRecord(value)) {
      const fresh: Record<string, unknown> = {};
      deepMerge(fresh, value);
      target[key] = fresh;
      changed = true;
    } else if (JSON.stringify(current) !== JSON.stringify(value)) {
      target[key] = value;
      changed = true;
    }
  }
  return changed;
}

export function createStateStore(options: { silenceMs: number }) {
  const devices = new Map<string, DeviceRecord>();

  function ensure(sn: string, gateway: string): DeviceRecord {
    let record = devices.get(sn);
    if (!record) {
      record = {
        sn,
        gateway,
        properties: {},
        lastSeen: null,
        inTopology: false,
        domain: null,
        type: null,
        subType: null,
        thingVersion: null,
      };
      devices.set(sn, record);
    }
    return record;
  }

  return {
    ensure,
    get: (sn: string) => devices.get(sn),
    all: () => [...devices.values()],
    /** Merges a push; a message seen is a sign of life. */
    merge(sn: string, gateway: string, data: Record<string, unknown>, now: Date): boolean {
      const record = ensure(sn, gateway);
      record.gateway = gateway;
      const wasOnline = this.isOnline(sn, now);
      record.lastSeen = now;
      const changed = deepMerge(record.properties, data);
      return changed || !wasOnline;
    },
    touch(sn: string, now: Date): void {
      const record = devices.get(sn);
      if (record) record.lastSeen = now;
    },
    /** Online: in the topology and heard from within the silence timeout. */
    isOnline(sn: string, now: Date): boolean {
      const record = devices.get(sn);
      if (!record || !record.inTopology || !record.lastSeen) return false;
      return now.getTime() - record.lastSeen.getTime() <= options.silenceMs;
    },
    /** A gateway gone (broker disconnect, silence): it and its sub-devices leave the topology. */
    dropGateway(gateway: string): void {
      for (const record of devices.values()) {
        if (record.gateway === gateway || record.sn === gateway) record.inTopology = false;
      }
    },
    /** Serials that were online and fell silent: the sweep tells their workspaces. */
    expireSilent(now: Date): string[] {
      const gone: string[] = [];
      for (const record of devices.values()) {
        if (!record.inTopology || !record.lastSeen) continue;
        if (now.getTime() - record.lastSeen.getTime() > options.silenceMs) {
          record.inTopology = false;
          gone.push(record.sn);
        }
      }
      return gone;
    },
    forget(sn: string): void {
      devices.delete(sn);
    },
  };
}

export type StateStore = ReturnType<typeof createStateStore>;
