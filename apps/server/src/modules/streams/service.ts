// Live streams (issue 12): create, list, read, edit (If-Match), publish keys, join, and the
// lifecycle driven by the RTMP ingest: publish → live, unpublish → ended, 90 s without data →
// ended (feature-areas §4, the poor-network rule). Viewers play HTTP-FLV with a signed token.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type {
  TCreateStreamRequest,
  TRecording,
  TListStreamsQuery,
  TPatchStreamRequest,
  TStream,
  TStreamJoin,
  TStreamPage,
  TStreamStatus,
  TStreamToken,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { LiveHub, FlvViewer } from '../../media/index.ts';
import type { SitesService } from '../sites/index.ts';
import type { UsersService } from '../users/index.ts';
import { assertRight, type Membership } from '../../access/index.ts';
import { signPlayToken, verifyPlayToken, type PlayScope } from './play-token.ts';
import * as repo from './repo.ts';
import type { StreamRow } from './table.ts';

/** feature-areas §4/§9: a live stream ends after 90 s of poor network. */
export const POOR_NETWORK_TIMEOUT_MS = 90_000;
/** A publish key is short-lived: generate it, paste it, go live. */
export const STREAM_KEY_TTL_MS = 10 * 60 * 1000;

export type StreamsDeps = {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  sites: Pick<SitesService, 'get'>;
  users: Pick<UsersService, 'namesOf'>;
  /** Signs viewer tokens (the server's JWT secret). */
  secret: string;
  logger: FastifyBaseLogger;
  /** rtmp://host:port of the ingest for a request that came to `hostname`. */
  rtmpBase: (hostname: string) => string;
  /** The streams' cloud recordings (decision 321), shown in lists and details. */
  recordingsOf?: (streamIds: string[]) => Promise<Map<string, TRecording>>;
  /** MEDIA_PLAY_URL: where viewers play a stream an external media server ingests (decision 322). */
  externalPlayUrl?: (mediaPath: string, token: string) => string;
};

export type StreamChange = { companyId: string; streamId: string; status: TStreamStatus };

const digest = (key: string) => createHash('sha256').update(key).digest('hex');
const notFound = () => AppError.notFound('Stream');

export function createStreamsService(deps: StreamsDeps) {
  const { db, clock, hub, sites, users } = deps;
  const listeners: ((change: StreamChange) => void)[] = [];
  const tell = (row: StreamRow) => {
    for (const l of listeners)
      l({ companyId: row.company_id, streamId: row.id, status: row.status });
  };

  async function toStreams(rows: StreamRow[]): Promise<TStream[]> {
    const names = await users.namesOf([...new Set(rows.map((r) => r.host_id))]);
    const recordings = deps.recordingsOf
      ? await deps.recordingsOf(rows.map((r) => r.id))
      : new Map<string, TRecording>();
    return rows.map((row) => ({
      id: row.id,
      company_id: row.company_id,
      title: row.title,
      site_id: row.site_id,
      status: row.status,
      public: row.public,
      location:
        row.location_lng === null || row.location_lat === null
          ? null
          : [row.location_lng, row.location_lat],
      start_time: row.start_time?.toISOString() ?? null,
      end_time: row.end_time?.toISOString() ?? null,
      participant_count: row.status === 'live' ? hub.viewers(row.id) : 0,
      host: { id: row.host_id, name: names.get(row.host_id) ?? null },
      created_at: row.created_at.toISOString(),
      etag: row.etag,
      recording: recordings.get(row.id) ?? null,
    }));
  }
  const toStream = async (row: StreamRow) => (await toStreams([row]))[0] as TStream;

  /** The stream of the actor's workspace; 404 for another workspace's (no existence leak). */
  async function own(actor: Membership, id: string): Promise<StreamRow> {
    const row = await repo.findStream(db, id);
    if (!row || row.company_id !== actor.companyId) throw notFound();
    return row;
  }

  function play(row: StreamRow, scope: PlayScope): TStreamJoin['play'] {
    if (row.status !== 'live') return null;
    const { token, expiresAt } = signPlayToken(deps.secret, row.id, scope, clock.now());
    const external = row.ingest === 'external' && row.media_path && deps.externalPlayUrl;
    return {
      flv_url: external
        ? deps.externalPlayUrl!(row.media_path!, token)
        : `/api/v4/streams/${row.id}/live.flv?token=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    };
  }

  async function end(id: string): Promise<void> {
    const row = await repo.markEnded(db, id, clock.now(), randomUUID());
    if (row) tell(row);
  }

  // Lifecycle writes the ingest starts (it can't await them), awaited by drain() at shutdown.
  const inFlight = new Set<Promise<void>>();
  function track(work: Promise<void>, what: string): void {
    const p = work.catch((error: unknown) =>
      deps.logger.error({ err: error, what }, 'streams: lifecycle write failed'),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  return {
    onChanged(listener: (change: StreamChange) => void): void {
      listeners.push(listener);
    },

    async create(actor: Membership, body: TCreateStreamRequest): Promise<TStream> {
      assertRight(actor, 'Streams', 'POST');
      // The site must be one the actor sees in this workspace (404 otherwise).
      if (body.site_id) await sites.get(actor, body.site_id);
      const row = await repo.insertStream(db, {
        id: randomUUID(),
        company_id: actor.companyId,
        title: body.title,
        site_id: body.site_id ?? null,
        host_id: actor.userId,
        status: 'waiting',
        public: body.public,
        location_lng: body.location?.[0] ?? null,
        location_lat: body.location?.[1] ?? null,
        created_at: clock.now(),
        start_time: null,
        end_time: null,
        last_data_at: null,
        etag: randomUUID(),
      });
      tell(row);
      return toStream(row);
    },

    async list(actor: Membership, query: TListStreamsQuery): Promise<TStreamPage> {
      assertRight(actor, 'Streams', 'GET');
      const rows = await repo.listStreams(db, {
        companyId: actor.companyId,
        before: query.value ? new Date(query.value) : null,
        withEnded: query.view_recording,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        streams: await toStreams(page),
        next_value: rows.length > query.limit && last ? last.created_at.toISOString() : null,
      };
    },

    async get(actor: Membership, id: string): Promise<TStream> {
      assertRight(actor, 'Streams', 'GET');
      return toStream(await own(actor, id));
    },

    async join(actor: Membership, id: string): Promise<TStreamJoin> {
      assertRight(actor, 'Streams', 'GET');
      const row = await own(actor, id);
      return { stream: await toStream(row), play: play(row, 'member') };
    },

    /** Signed-out viewers: public streams only; a private one is "not found". */
    async getPublic(id: string): Promise<TStream> {
      const row = await repo.findStream(db, id);
      if (!row?.public) throw notFound();
      return toStream(row);
    },
    async joinPublic(id: string): Promise<TStreamJoin> {
      const row = await repo.findStream(db, id);
      if (!row?.public) throw notFound();
      return { stream: await toStream(row), play: play(row, 'public') };
    },

    async patch(
      actor: Membership,
      id: string,
      ifMatch: string | undefined,
      body: TPatchStreamRequest,
    ): Promise<TStream> {
      assertRight(actor, 'Streams', 'PATCH');
      const row = await own(actor, id);
      if (!ifMatch) throw AppError.preconditionRequired();
      if (ifMatch !== row.etag) throw AppError.preconditionFailed();
      const updated = await repo.updateStream(db, id, ifMatch, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.public === undefined ? {} : { public: body.public }),
        etag: randomUUID(),
      });
      if (!updated) throw AppError.preconditionFailed();
      tell(updated);
      return toStream(updated);
    },

    async generateToken(
      actor: Membership,
      streamId: string,
      hostname: string,
    ): Promise<TStreamToken> {
      assertRight(actor, 'Streams', 'POST');
      const row = await own(actor, streamId);
      if (row.status !== 'waiting') {
        throw AppError.conflict(
          'stream_not_waiting',
          row.status === 'live'
            ? 'This stream is already live. Stop the current broadcast first.'
            : 'This stream has ended. Create a new stream to go live again.',
        );
      }
      const key = randomBytes(24)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, 'x');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + STREAM_KEY_TTL_MS);
      await repo.insertKey(db, {
        key_hash: digest(key),
        stream_id: row.id,
        created_by: actor.userId,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      });
      const server = `${deps.rtmpBase(hostname)}/live`;
      return {
        stream_id: row.id,
        rtmp_url: `${server}/${key}`,
        server_url: server,
        stream_key: key,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** The FLV route's check: a genuine token for a stream that is live (403 / 404 / 409). */
    async checkPlay(id: string, token: string): Promise<void> {
      const scope = verifyPlayToken(deps.secret, id, token, clock.now());
      const row = scope ? await repo.findStream(db, id) : undefined;
      if (!scope || !row || (scope === 'public' && !row.public)) {
        throw AppError.forbidden(
          'This play link is not valid (expired, or the stream is no longer public). Open the stream page again.',
          'invalid_play_token',
        );
      }
      if (row.status !== 'live' || !hub.lastDataAt(id)) {
        throw AppError.conflict('stream_not_live', 'This stream is not live.');
      }
    },
    /** Adds an HTTP-FLV viewer; null when the stream stopped meanwhile. */
    attach(id: string, viewer: FlvViewer): (() => void) | null {
      return hub.watch(id, viewer);
    },

    // The ingest's side (media/rtmp-server.ts PublishHandlers).
    ingest: {
      async authorise(key: string): Promise<{ streamId: string } | null> {
        if (!/^[A-Za-z0-9]{16,64}$/.test(key)) return null;
        const streamId = await repo.spendKey(db, digest(key), clock.now());
        if (!streamId) return null;
        const row = await repo.findStream(db, streamId);
        if (row?.status !== 'waiting' || hub.lastDataAt(streamId)) return null;
        return { streamId };
      },
      onLive(streamId: string): void {
        track(
          repo.markLive(db, streamId, clock.now(), randomUUID()).then((row) => {
            if (row) tell(row);
          }),
          'live',
        );
      },
      onEnded(streamId: string): void {
        track(end(streamId), 'ended');
      },
    },

    /** Streams live across every process and ingest: one count for /metrics (decision 412). */
    countLive: (): Promise<number> => repo.countLive(db),

    /**
     * The 90 s rule, run every few seconds: a stream ingested here with no data for 90 s is cut
     * off and ended; the others' last_data_at is refreshed; a live stream that no process has
     * refreshed for 90 s (its server died) is ended too.
     */
    /** Waits for the lifecycle writes under way (shutdown, before the database closes). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    async sweep(): Promise<void> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - POOR_NETWORK_TIMEOUT_MS);
      const here = hub.liveIds();
      for (const id of here) {
        const last = hub.lastDataAt(id);
        if (!last) continue;
        if (last < cutoff) {
          hub.disconnect(id);
          await end(id);
        } else {
          await repo.touchLive(db, id, last);
        }
      }
      for (const id of await repo.findQuietLive(db, cutoff, here)) await end(id);
    },
  };
}

export type StreamsService = ReturnType<typeof createStreamsService>;
