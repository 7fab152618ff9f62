// The server under test for bench/streams (run.ts starts it as a child, so the viewers and the
// encoder do not share its event loop or its CPU count): the real app on in-memory PGlite with
// the embedded RTMP ingest on a free port. Signs a user up, creates a workspace and a stream,
// prints one JSON line { port, token, companyId, streamId, rtmpUrl }, and serves until killed.
// Answers a message with its CPU time so far.
import { randomBytes } from 'node:crypto';
import type { TSessionResponse, TStream, TStreamToken } from '@sortie/domain/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadTestConfig } from '../../apps/server/src/config/index.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';

async function main(): Promise<void> {
  const config = loadTestConfig({ LOG_LEVEL: 'silent', RTMP_PORT: '0' });
  const db = createDatabase({});
  await migrateToLatest(db);
  const app = await buildApp({ db, config, clock: systemClock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const json = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/v4${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const session = await json<TSessionResponse>('POST', '/register', undefined, {
    name: 'Bench Pilot',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Flight-plan-42',
  });
  const token = String(session.id_token);
  const company = await json<{ id: string }>('POST', '/company', token, { name: 'Bench Streams' });
  const stream = await json<TStream>('POST', `/company/${company.id}/streams`, token, {
    title: 'Bench',
  });
  const key = await json<TStreamToken>(
    'POST',
    `/company/${company.id}/streams/generatetoken`,
    token,
    {
      stream_id: stream.id,
    },
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const rtmpUrl = key.rtmp_url.replace(/^rtmp:\/\/[^:/]+/, 'rtmp://127.0.0.1');
  process.stdout.write(
    `${JSON.stringify({ port, token, companyId: company.id, streamId: stream.id, rtmpUrl })}\n`,
  );
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
