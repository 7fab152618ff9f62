// Topic names of the DJI Cloud API (shared/reference/dji-cloud-api.md §1.2) and MQTT filter
// matching. `{sn}` is a device serial: the demo accepts alphanumerics only, and so do we, which
// also keeps wildcards and slashes out of topics built from device input.
const SN = /^[A-Za-z0-9]{1,64}$/;

function sn(value: string): string {
  if (!SN.test(value)) throw new Error(`not a device serial number: ${JSON.stringify(value)}`);
  return value;
}

/** Topics per device or gateway; `any` gives the `+` filter over every serial. */
export const djiTopic = {
  osd: (deviceSn: string) => `thing/product/${sn(deviceSn)}/osd`,
  state: (deviceSn: string) => `thing/product/${sn(deviceSn)}/state`,
  services: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/services`,
  servicesReply: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/services_reply`,
  events: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/events`,
  eventsReply: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/events_reply`,
  requests: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/requests`,
  requestsReply: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/requests_reply`,
  status: (gatewaySn: string) => `sys/product/${sn(gatewaySn)}/status`,
  statusReply: (gatewaySn: string) => `sys/product/${sn(gatewaySn)}/status_reply`,
  propertySet: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/property/set`,
  propertySetReply: (gatewaySn: string) => `thing/product/${sn(gatewaySn)}/property/set_reply`,
};

/** The `+` filters a portal subscribes to (the reference's list; never `thing/product/+/#`,
 * which would echo the server's own commands back to it). */
export const DJI_UPLINK_FILTERS = [
  'thing/product/+/osd',
  'thing/product/+/state',
  'thing/product/+/services_reply',
  'thing/product/+/events',
  'thing/product/+/requests',
  'thing/product/+/property/set_reply',
  'sys/product/+/status',
] as const;

/** MQTT 3.1.1 §4.7 filter matching: `+` one level, `#` the rest (also the parent level). */
export function topicMatches(filter: string, topic: string): boolean {
  // A shared subscription ($share/<group>/<filter>) matches like its filter.
  const plain = filter.startsWith('$share/') ? filter.split('/').slice(2).join('/') : filter;
  const f = plain.split('/');
  const t = topic.split('/');
  // Wildcards at the first level never match $-topics ($SYS/...).
  if (t[0]?.startsWith('$') && (f[0] === '+' || f[0] === '#')) return false;
  for (let i = 0; i < f.length; i += 1) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}
