// Dock livestreams (issue 11 §4; dji-cloud-api.md §5) on the streams module (decision 320):
// start makes a private Sortie stream, a single-use RTMP key for it, and asks the dock to push
// there (`live_start_push`, url_type 1); token hands a member the stream's HTTP-FLV play URL;
// stop asks the dock to stop one feed (`live_stop_push`). The stream ends when the push stops.
// Which stream each feed pushes to is kept in dock_live_feeds (decision 313): after a restart a
// feed still has its play token and can still be stopped.
import { AppError } from '@sortie/domain';
import type { TDockLive } from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../../access/index.ts';
import type { Db } from '../../../db/database.ts';
import type { StreamsService } from '../../streams/index.ts';
import { dockResultMessage } from '../actions/result-messages.ts';
import type { Gateway } from '../gateway.ts';
import * as docksRepo from '../repo.ts';

/** Payload indexes (§5.2): the dock's own camera and the M3TD's camera. */
const DOCK_CAMERA = '165-0-7';
const DRONE_CAMERA = '81-0-0';
const RTMP = 1;

export function createDockLivestreams(deps: {
  db: Db;
  gateway: Gateway;
  streams: Pick<StreamsService, 'create' | 'generateToken' | 'join'>;
}) {
  const { db, gateway, streams } = deps;
  const feedOf = (videoId: string) =>
    db.selectFrom('dock_live_feeds').selectAll().where('video_id', '=', videoId).executeTakeFirst();

  async function dockOr404(companyId: string, id: string) {
    const row = await docksRepo.getDock(db, companyId, id);
    if (!row) throw AppError.notFound('Dock');
    return row;
  }
  async function play(actor: Membership, videoId: string, streamId: string): Promise<TDockLive> {
    const joined = await streams.join(actor, streamId);
    return { video_id: videoId, stream_id: streamId, flv_url: joined.play?.flv_url ?? null };
  }

  return {
    async start(
      actor: Membership,
      dockId: string,
      body: { camera: 'dock' | 'drone'; video_quality: number },
      hostname: string,
    ): Promise<TDockLive> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await dockOr404(actor.companyId, dockId);
      const sn = body.camera === 'dock' ? dock.sn : dock.drone_sn;
      if (!sn) throw AppError.conflict('no_drone', 'No aircraft is bound to this dock.');
      const videoId = `${sn}/${body.camera === 'dock' ? DOCK_CAMERA : DRONE_CAMERA}/normal-0`;
      const stream = await streams.create(actor, {
        title: `${dock.call_sign} · ${body.camera === 'dock' ? 'dock camera' : 'aircraft camera'}`,
        public: false,
        location:
          dock.location_lng === null || dock.location_lat === null
            ? null
            : [dock.location_lng, dock.location_lat],
      });
      const key = await streams.generateToken(actor, stream.id, hostname);
      const reply = await gateway.commands.send(dock.sn, 'live_start_push', {
        url_type: RTMP,
        url: key.rtmp_url,
        video_id: videoId,
        video_quality: body.video_quality,
      });
      if (reply.result !== 0)
        throw AppError.conflict('live_refused', dockResultMessage(reply.result));
      const feed = {
        dock_id: dock.id,
        company_id: actor.companyId,
        stream_id: stream.id,
        created_at: new Date(),
      };
      // A feed restarted after a restart replaces its old row (one stream per video_id).
      await db
        .insertInto('dock_live_feeds')
        .values({ video_id: videoId, ...feed })
        .onConflict((oc) => oc.column('video_id').doUpdateSet(feed))
        .execute();
      return play(actor, videoId, stream.id);
    },

    /** The play URL of a feed this server started. */
    async token(actor: Membership, dockId: string, videoId: string): Promise<TDockLive> {
      assertRight(actor, 'Docks', 'GET');
      const dock = await dockOr404(actor.companyId, dockId);
      const feed = await feedOf(videoId);
      if (!feed || feed.company_id !== actor.companyId || feed.dock_id !== dock.id)
        throw AppError.notFound('Dock feed');
      return play(actor, videoId, feed.stream_id);
    },

    async stop(actor: Membership, dockId: string, videoId: string): Promise<void> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await dockOr404(actor.companyId, dockId);
      // Only this dock's own feeds: the dock or its aircraft.
      const owner = videoId.split('/')[0];
      if (owner !== dock.sn && owner !== dock.drone_sn) throw AppError.notFound('Dock feed');
      const reply = await gateway.commands.send(dock.sn, 'live_stop_push', { video_id: videoId });
      if (reply.result !== 0)
        throw AppError.conflict('live_stop_refused', dockResultMessage(reply.result));
      await db.deleteFrom('dock_live_feeds').where('video_id', '=', videoId).execute();
    },
  };
}

export type DockLivestreams = ReturnType<typeof createDockLivestreams>;
