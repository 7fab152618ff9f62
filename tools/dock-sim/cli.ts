// npm run dock-sim -- --broker mqtt://USER:PASS@host:1883 --code BINDCODE [--count N] [--speedup K]
// Settings → Dock shows the broker address, the MQTT login and the code to paste here.
import { parseArgs } from 'node:util';
import { DEMO_HMS, raiseHms } from './cockpit-services.ts';
import { startFleet } from './fleet.ts';

const { values } = parseArgs({
  options: {
    broker: { type: 'string' },
    code: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    org: { type: 'string' },
    count: { type: 'string', default: '1' },
    speedup: { type: 'string', default: '1' },
    prefix: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const usage =
  'usage: npm run dock-sim -- --broker mqtt://USER:PASS@host:1883 --code BINDCODE [--count N] [--speedup K]\n' +
  '       [--username U --password P] (instead of credentials in the URL) [--org WORKSPACE_ID] [--prefix SERIALPREFIX]';

if (values.help || !values.broker || !values.code) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const url = new URL(values.broker);
const username = values.username ?? (url.username ? decodeURIComponent(url.username) : undefined);
const password = values.password ?? (url.password ? decodeURIComponent(url.password) : undefined);
url.username = '';
url.password = '';
const count = Number(values.count);
const speedup = Number(values.speedup);
if (!Number.isInteger(count) || count < 1 || count > 1000 || !(speedup > 0)) {
  console.error('--count must be 1..1000 and --speedup a positive number.');
  process.exit(2);
}

const fleet = await startFleet({
  broker: url.toString(),
  username,
  password,
  code: values.code,
  organizationId: values.org,
  count,
  speedup,
  prefix: values.prefix,
});
fleet.docks.forEach((dock, i) => {
  const r = fleet.results[i]!;
  console.log(
    `${dock.sn} (+ ${dock.droneSn}): ${r.result === 0 ? 'bound' : `bind refused (${r.result})`}`,
  );
});
// A few HMS alarms, so the cockpit's list is not empty (any value of the table works).
await Promise.all(fleet.docks.map((dock) => raiseHms(dock, DEMO_HMS)));
console.log(`${count} dock(s) pushing OSD at ${speedup} Hz; Ctrl-C to stop.`);
const stop = () => {
  void fleet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The OSD timers are unref'd (tests); the CLI stays up until a signal.
setInterval(() => undefined, 1 << 30);
