// The ACL file for an external Mosquitto (docs/docks-mqtt-acl.md): the embedded broker asks the
// docks module (acl.ts); Mosquitto reads a file. The operator login (the server's MQTT_URL user)
// may use every dock topic; each dock login only the topics of its dock and aircraft serials.
// Mosquitto checks `topic` lines per user, in order, and denies anything not granted.
const SN = /^[A-Za-z0-9]{1,64}$/;
const USER = /^[A-Za-z0-9._-]{1,128}$/;

export type AclDock = { username: string; serials: readonly string[] };

export function mosquittoAcl(options: { operator: string; docks: readonly AclDock[] }): string {
  if (!USER.test(options.operator)) throw new Error('operator: not a plain MQTT user name');
  const lines = [
    '# Sortie docks: generated; one section per dock login (docs/docks-mqtt-acl.md).',
    `user ${options.operator}`,
    'topic readwrite thing/product/#',
    'topic readwrite sys/product/#',
  ];
  for (const dock of options.docks) {
    if (!USER.test(dock.username)) throw new Error(`not a plain MQTT user name: ${dock.username}`);
    lines.push('', `user ${dock.username}`);
    for (const sn of dock.serials) {
      if (!SN.test(sn)) throw new Error(`not a device serial number: ${sn}`);
      lines.push(`topic readwrite thing/product/${sn}/#`, `topic readwrite sys/product/${sn}/#`);
    }
  }
  return `${lines.join('\n')}\n`;
}
