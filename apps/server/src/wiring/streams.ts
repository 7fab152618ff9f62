// Live streams (issue 12): keys and lifecycle from the RTMP ingest, HTTP-FLV viewers, recordings
// (decision 321), an external media server's callbacks and the zoom webhook (decision 322), and
// the test pattern of StreamHostDevPage.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import type { FeaturesService } from '../modules/plans/index.ts';
import type { SitesService } from '../modules/sites/index.ts';
import {
  createExternalIngest,
  createRecordingsService,
  createStreamsService,
  createTestPatterns,
  mediaCallbackRoutes,
  recordingsRoutes,
  streamsRoutes,
  zoomWebhookRoutes,
} from '../modules/streams/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type StreamsWiringDeps = Pick<
  Infrastructure,
  'db' | 'config' | 'clock' | 'files' | 'publisher' | 'liveHub' | 'rtmp'
> & {
  users: UsersService;
  features: FeaturesService;
  access: AccessGuards;
  sites: SitesService;
};

export function wireStreams(app: FastifyInstance, deps: StreamsWiringDeps) {
  const { db, config, clock, files, publisher, liveHub, rtmp, users, access, sites } = deps;
  // Stream recordings (decision 321): FLV from the hub → MP4 in the store, counted in storage_mb.
  const recordings = createRecordingsService({
    db,
    clock,
    hub: liveHub,
    store: scopeStorage(files, 'recordings'),
    storage: deps.features,
    workDir: path.join(config.dataDir, 'tmp', 'recordings'),
    secret: config.jwtSecret,
    logger: app.log,
    notify: (companyId, data) => publisher.streamRecording(companyId, data),
  });
  // Live streams (issue 12): keys, lifecycle from the RTMP ingest, HTTP-FLV viewers.
  const streams = createStreamsService({
    recordingsOf: (ids) => recordings.summaries(ids),
    db,
    clock,
    hub: liveHub,
    sites,
    users,
    secret: config.jwtSecret,
    logger: app.log,
    externalPlayUrl: config.media.playUrl
      ? (mediaPath, token) =>
          `${config.media.playUrl!.replace('{path}', mediaPath)}?token=${encodeURIComponent(token)}`
      : undefined,
    rtmpBase: (hostname) =>
      config.rtmp.publicUrl ?? `rtmp://${hostname}:${rtmp.status().port ?? config.rtmp.port}`,
  });
  rtmp.setHandlers(streams.ingest);
  streams.onChanged((change) =>
    publisher.streamsChanged(change.companyId, change.streamId, change.status),
  );
  streams.onChanged((change) => recordings.onStreamChanged(change));
  // An external media server's callbacks and the zoom webhook (decision 322).
  const externalIngest = createExternalIngest({ db, clock, streams, secret: config.jwtSecret });
  // StreamHostDevPage's server-side test pattern, into our own ingest.
  const testPatterns = createTestPatterns({
    streams,
    localRtmpBase: () => {
      const status = rtmp.status();
      return status.state === 'listening' ? `rtmp://127.0.0.1:${status.port}` : null;
    },
  });
  // The 90 s poor-network rule, checked every STREAM_SWEEP_SECONDS (and last_data_at refreshed).
  let streamSweep: NodeJS.Timeout | null = null;
  let sweeping = false;
  app.addHook('onReady', (done) => {
    streamSweep = setInterval(() => {
      if (sweeping) return; // a slow sweep (busy database) is not stacked
      sweeping = true;
      streams
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'streams: sweep failed'))
        .finally(() => (sweeping = false));
    }, config.rtmp.sweepSeconds * 1000);
    streamSweep.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (streamSweep) clearInterval(streamSweep);
    testPatterns.close();
    // Publishers are cut off; their streams end before the database closes.
    await rtmp.close();
    await streams.drain();
    await recordings.drain();
  });

  async function registerRoutes(): Promise<void> {
    await app.register(streamsRoutes({ streams, guards: access }), { prefix: '/api/v4' });
    await app.register(recordingsRoutes({ recordings, testPatterns, guards: access }), {
      prefix: '/api/v4',
    });
    await app.register(
      zoomWebhookRoutes({ external: externalIngest, secret: config.media.zoomSecret, clock }),
      { prefix: '/api/v4' },
    );
    await app.register(
      mediaCallbackRoutes({ external: externalIngest, secret: config.media.callbackSecret }),
      { prefix: '/api/internal' },
    );
  }

  return { streams, registerRoutes };
}
