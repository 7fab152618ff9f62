// Topology (dji-cloud-api.md §1.5): `update_topo` on sys/product/{gateway}/status names the
// gateway and its sub-devices (a dock and its aircraft). An empty `sub_devices` list means the
// aircraft went offline. Numeric fields may be strings (a third-party simulator sends them so).
import { isRecord, num, str } from './envelope.ts';
import type { StateStore } from './state-store.ts';

export type TopoDevice = {
  sn: string;
  domain: number | null;
  type: number | null;
  subType: number | null;
  thingVersion: string | null;
};

export type Topology = { gateway: TopoDevice; subDevices: TopoDevice[] };

/** `domain-type-sub_type`, the device model key (§1.4); null when a part is missing. */
export function modelKey(d: Pick<TopoDevice, 'domain' | 'type' | 'subType'>): string | null {
  if (d.domain === null || d.type === null || d.subType === null) return null;
  return `${d.domain}-${d.type}-${d.subType}`;
}

const SN = /^[A-Za-z0-9]{1,64}$/;

export function parseTopology(gatewaySn: string, data: Record<string, unknown>): Topology {
  const device = (sn: string, d: Record<string, unknown>): TopoDevice => ({
    sn,
    domain: num(d.domain),
    type: num(d.type),
    subType: num(d.sub_type),
    thingVersion: str(d.thing_version),
  });
  const subs = Array.isArray(data.sub_devices) ? data.sub_devices : [];
  return {
    gateway: device(gatewaySn, data),
    subDevices: subs
      .filter(isRecord)
      .map((d) => ({ d, sn: str(d.sn) }))
      .filter((x): x is { d: Record<string, unknown>; sn: string } => !!x.sn && SN.test(x.sn))
      .map((x) => device(x.sn, x.d)),
  };
}

/** Applies a topology to the store; returns the serials whose online state may have changed. */
export function applyTopology(store: StateStore, topo: Topology, now: Date): string[] {
  const touched = new Set<string>([topo.gateway.sn]);
  const apply = (d: TopoDevice) => {
    const record = store.ensure(d.sn, topo.gateway.sn);
    record.gateway = topo.gateway.sn;
    record.inTopology = true;
    record.lastSeen = now;
    record.domain = d.domain ?? record.domain;
    record.type = d.type ?? record.type;
    record.subType = d.subType ?? record.subType;
    record.thingVersion = d.thingVersion ?? record.thingVersion;
  };
  apply(topo.gateway);
  const listed = new Set(topo.subDevices.map((d) => d.sn));
  for (const d of topo.subDevices) {
    apply(d);
    touched.add(d.sn);
  }
  // Sub-devices of this gateway that are no longer listed went offline.
  for (const record of store.all()) {
    if (
      record.gateway === topo.gateway.sn &&
      record.sn !== topo.gateway.sn &&
      !listed.has(record.sn)
    ) {
      record.inTopology = false;
      touched.add(record.sn);
    }
  }
  return [...touched];
}

/** The gateway's current sub-device (its aircraft), if any. */
export function subDeviceOf(store: StateStore, gatewaySn: string): string | null {
  for (const record of store.all()) {
    if (record.gateway === gatewaySn && record.sn !== gatewaySn) return record.sn;
  }
  return null;
}
