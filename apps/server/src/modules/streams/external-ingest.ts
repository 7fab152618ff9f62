// Streams ingested elsewhere (decision 322): an external media server (MediaMTX, SRS,
// nginx-rtmp) asks us, through its HTTP callbacks, whether a publish may start (the same single-
// use key check as our RTMP), tells us when it stops, and asks whether a viewer may play (the
// viewer token from join). A Zoom session (webhook) makes a stream live and ends it the same way.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { RTMP_APP } from '../../media/index.ts';
import { verifyPlayToken } from './play-token.ts';
import * as repo from './repo.ts';
import type { StreamsService } from './service.ts';

export type MediaCallback = {
  action: 'publish' | 'unpublish' | 'play';
  app: string;
  name: string;
  /** A viewer's play token (from the play URL's query), for `play`. */
  token: string | null;
};

export function createExternalIngest(deps: {
  db: Db;
  clock: Clock;
  streams: Pick<StreamsService, 'ingest'>;
  secret: string;
}) {
  const { db, clock, streams } = deps;
  const pathOf = (c: MediaCallback) => `${c.app}/${c.name}`;

  return {
    /** Whether the media server may go on (publish or play); unpublish always answers true. */
    async handle(c: MediaCallback): Promise<boolean> {
      if (c.action === 'publish') {
        if (c.app !== RTMP_APP) return false;
        const granted = await streams.ingest.authorise(c.name);
        if (!granted) return false;
        await repo.setIngest(db, granted.streamId, 'external', pathOf(c));
        streams.ingest.onLive(granted.streamId);
        return true;
      }
      const row = await repo.findByMediaPath(db, pathOf(c));
      if (c.action === 'unpublish') {
        if (row) streams.ingest.onEnded(row.id);
        return true;
      }
      if (!row || row.status !== 'live' || !c.token) return false;
      const scope = verifyPlayToken(deps.secret, row.id, c.token, clock.now());
      return scope === 'member' || (scope === 'public' && row.public);
    },

    /** A Zoom session whose name (or key) is a waiting stream's id goes live; ended ends it. */
    async zoomSession(event: 'session.started' | 'session.ended', ids: string[]): Promise<boolean> {
      for (const id of ids) {
        const row = await repo.findStream(db, id).catch(() => undefined);
        if (!row) continue;
        if (event === 'session.started' && row.status === 'waiting') {
          await repo.setIngest(db, row.id, 'zoom', null);
          streams.ingest.onLive(row.id);
          return true;
        }
        if (event === 'session.ended' && row.status === 'live' && row.ingest === 'zoom') {
          streams.ingest.onEnded(row.id);
          return true;
        }
      }
      return false;
    },
  };
}

export type ExternalIngest = ReturnType<typeof createExternalIngest>;
