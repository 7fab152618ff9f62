// The DJI Cloud API envelope (dji-cloud-api.md §1.3): tid, bid, timestamp, gateway, method,
// data, need_reply. Parsing is lenient on purpose: any JSON object is a message, unknown keys
// are kept, and numbers may arrive as numbers or strings (§10); only non-JSON is dropped.
import { randomUUID } from 'node:crypto';

export type Envelope = {
  tid: string | null;
  bid: string | null;
  timestamp: number | null;
  gateway: string | null;
  method: string | null;
  data: Record<string, unknown>;
  needReply: boolean;
  /** The whole message, for unknown keys. */
  raw: Record<string, unknown>;
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number sent as a number or a numeric string; null otherwise. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A string, or a number written as one; null otherwise. */
export function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The envelope of a payload, or null when it is not a JSON object. */
export function parseEnvelope(payload: Buffer | string): Envelope | null {
  let raw: unknown;
  try {
    raw = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  return {
    tid: str(raw.tid),
    bid: str(raw.bid),
    timestamp: num(raw.timestamp),
    gateway: str(raw.gateway),
    method: str(raw.method),
    data: isRecord(raw.data) ? raw.data : {},
    needReply: num(raw.need_reply) === 1 || raw.need_reply === true,
    raw,
  };
}

/** A reply on a `_reply` topic: the same tid, bid and method (§10: "answer at once"). */
export function replyTo(
  message: Pick<Envelope, 'tid' | 'bid' | 'method'>,
  data: Record<string, unknown>,
  now: Date,
): string {
  return JSON.stringify({
    tid: message.tid ?? randomUUID(),
    bid: message.bid ?? randomUUID(),
    timestamp: now.getTime(),
    method: message.method ?? undefined,
    data,
  });
}

/** A command (cloud → device) envelope. */
export function command(
  method: string,
  data: Record<string, unknown>,
  ids: { tid: string; bid: string },
  now: Date,
): string {
  return JSON.stringify({ ...ids, timestamp: now.getTime(), method, data });
}

/** Where a topic belongs: `thing/product/{sn}/{kind}` or `sys/product/{sn}/status`. */
export type TopicKind =
  'osd' | 'state' | 'services_reply' | 'events' | 'requests' | 'status' | 'property_set_reply';

export function parseTopic(topic: string): { sn: string; kind: TopicKind } | null {
  const parts = topic.split('/');
  if (parts[1] !== 'product' || !parts[2]) return null;
  const sn = parts[2];
  if (parts[0] === 'sys' && parts[3] === 'status' && parts.length === 4)
    return { sn, kind: 'status' };
  if (parts[0] !== 'thing') return null;
  const rest = parts.slice(3).join('/');
  const kinds: Record<string, TopicKind> = {
    osd: 'osd',
    state: 'state',
    services_reply: 'services_reply',
    events: 'events',
    requests: 'requests',
    'property/set_reply': 'property_set_reply',
  };
  const kind = kinds[rest];
  return kind ? { sn, kind } : null;
}
