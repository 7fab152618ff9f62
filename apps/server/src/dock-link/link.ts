// The dock link (DESIGN.md "Runtime pieces"): the MQTT side of the DJI Cloud API, where docks
// and DJI Pilot 2 publish telemetry and receive commands. Either the embedded broker (aedes, on
// MQTT_PORT) or a client of an external broker (MQTT_URL); the rest of the server sees only this.
import type { THealthResponse } from '@sortie/domain/contracts';

export type DockLinkStatus = THealthResponse['mqtt'];
export type DockMessageHandler = (topic: string, payload: Buffer) => void;
export type PublishOptions = { qos?: 0 | 1 | 2; retain?: boolean };

/** Who a broker client is: the operator login (MQTT_USERNAME) or a dock's own login. */
export type BrokerClient = { clientId: string; username: string };

/**
 * Per-dock logins and topic ACLs for the embedded broker (the docks module provides it). The
 * operator login (MQTT_USERNAME / MQTT_PASSWORD) is checked by the broker itself and may use
 * every topic; any other login is asked here. An external broker enforces its own ACL file
 * (docs/docks-mqtt-acl.md), so the external link ignores it.
 */
export type BrokerAuthorizer = {
  authenticate(username: string, password: string): Promise<boolean>;
  authorizePublish(client: BrokerClient, topic: string, payload: Buffer): Promise<boolean>;
  authorizeSubscribe(client: BrokerClient, filter: string): Promise<boolean>;
  disconnected(client: BrokerClient): void;
};

export type DockLink = {
  readonly mode: DockLinkStatus['mode'];
  /** Listens (embedded) or starts connecting (external); never throws for a busy port or an
   * unreachable broker: the status says so and the API keeps running. */
  start(): Promise<void>;
  publish(topic: string, payload: string | Buffer, options?: PublishOptions): Promise<void>;
  /** `filter` may use MQTT wildcards (+, #); the returned function unsubscribes. */
  subscribe(filter: string, handler: DockMessageHandler): Promise<() => Promise<void>>;
  status(): DockLinkStatus;
  /** MQTT clients connected: to the embedded broker, or 1/0 for the link to an external one. */
  clientCount(): number;
  close(): Promise<void>;
  /** Embedded broker: from now on, logins other than the operator's are asked `authorizer`. */
  setAuthorizer(authorizer: BrokerAuthorizer): void;
};

/** Handlers per topic filter, shared by both links. */
export function createHandlerRegistry() {
  const byFilter = new Map<string, Set<DockMessageHandler>>();
  return {
    /** True when it is the filter's first handler (subscribe at the broker). */
    add(filter: string, handler: DockMessageHandler): boolean {
      const set = byFilter.get(filter) ?? new Set<DockMessageHandler>();
      set.add(handler);
      byFilter.set(filter, set);
      return set.size === 1;
    },
    /** True when the filter has no handler left (unsubscribe at the broker). */
    remove(filter: string, handler: DockMessageHandler): boolean {
      const set = byFilter.get(filter);
      if (!set || !set.delete(handler)) return false;
      if (set.size > 0) return false;
      byFilter.delete(filter);
      return true;
    },
    handlersOf: (filter: string) => [...(byFilter.get(filter) ?? [])],
    filters: () => [...byFilter.keys()],
    clear: () => byFilter.clear(),
  };
}
