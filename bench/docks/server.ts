// The server under load for bench/docks (run.ts starts it as a child process, so the simulated
// docks and the viewers do not share its event loop): the real app with its embedded MQTT broker
// on in-memory PGlite. It registers a user with two workspaces — the load workspace (a binding
// code for DOCKS docks) and the probe workspace (one dock), each with its owner — prints one JSON
// line with the port, the broker port, the tokens and the codes, then serves until killed. On 'usage' it answers its
// CPU time and memory.
import { randomBytes } from 'node:crypto';
import type { TBindCodeResponse, TSessionResponse } from '@sortie/domain/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadTestConfig } from '../../apps/server/src/config/index.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';

const DOCKS = Number(process.env.DOCKS ?? 100);

async function main(): Promise<void> {
  const config = loadTestConfig({ LOG_LEVEL: 'silent', MQTT_PORT: '0' });
  const db = createDatabase({});
  await migrateToLatest(db);
  const app = await buildApp({ db, config, clock: systemClock });
  await app.ready();
  const json = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  // One user per workspace: a user belongs to one company workspace at a time.
  const workspace = async (name: string, docks: number) => {
    const session = await json<TSessionResponse>('POST', '/api/v4/register', undefined, {
      name: `${name} Owner`,
      email: `bench-docks-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Flight-plan-42',
    });
    const token = String(session.id_token);
    const company = await json<{ id: string }>('POST', '/api/v4/company', token, { name });
    const code = await json<TBindCodeResponse>(
      'POST',
      `/api/v4/company/${company.id}/generate_bind_code`,
      token,
      { dock_count: docks },
    );
    return { companyId: company.id, token, code };
  };
  const load = await workspace('Bench Docks', DOCKS);
  const probe = await workspace('Bench Probe', 1);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const health = await json<{ mqtt: { port: number } }>('GET', '/api/health');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, mqttPort: health.mqtt.port, load, probe })}\n`);

  process.on('message', (m) => {
    if (m !== 'usage') return;
    const cpu = process.cpuUsage();
    process.send?.({
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMb: process.memoryUsage().rss / 2 ** 20,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    });
  });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
