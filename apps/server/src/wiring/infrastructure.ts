// What every area's wiring may draw from: the app's inputs and the runtime pieces app.ts starts
// before any area (DESIGN.md, "Runtime pieces"). Each wire<Area> picks the parts it uses.
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config/index.ts';
import type { Db } from '../db/database.ts';
import type { DockLink } from '../dock-link/index.ts';
import type { ReadCaches } from '../http/read-caches.ts';
import type { LiveHub, RtmpServer } from '../media/index.ts';
import type { RealtimeBus, RealtimePublisher } from '../realtime/index.ts';
import type { FileStorage } from '../storage/index.ts';
import type { WorkPool } from '../workers/pool.ts';

export type Infrastructure = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  /** Uploads, logos, pictures and DEMs: local disk or S3, as config chose (decision 240). */
  files: FileStorage;
  workPool: WorkPool;
  caches: ReadCaches;
  realtime: RealtimeBus;
  publisher: RealtimePublisher;
  dockLink: DockLink;
  liveHub: LiveHub;
  rtmp: RtmpServer;
};
