// Cloud recordings of live streams (issue 12 §4, decision 321). While a workspace's toggle is on,
// each stream that goes live is written to a local FLV file from the live hub (as one more
// viewer); every MB the store is asked whether the bytes still fit in storage_mb, and a full store
// stops the recording (the stream goes on) and tells the host over realtime. When the stream ends
// the FLV is remuxed to MP4 (ffmpeg, no re-encode), put in the file store's 'recordings' folder
// and counted against storage_mb in one transaction. Members play it with seeking (HTTP Range),
// download it and delete it (its bytes are given back).
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@sortie/domain';
import type {
  TRecording,
  TRecordingView,
  TStreamRecordingEvent,
  TStreamSettings,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { assertRight, type Membership } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { openFlvFile, remuxFlvToMp4, type FlvFile, type LiveHub } from '../../media/index.ts';
import type { ByteRange, FileStorage } from '../../storage/index.ts';
import { signPlayToken, verifyPlayToken } from './play-token.ts';
import * as repo from './recordings-repo.ts';
import type { RecordingRow } from './table.ts';
import { findStream } from './repo.ts';

/** The recorder asks whether the recording still fits every this many bytes or ms. */
const QUOTA_CHECK_BYTES = 256 * 1024;
const QUOTA_CHECK_MS = 2000;

export type StorageCounter = {
  /** Throws exceeded_storage (422) unless `bytes` more fit now; writes nothing. */
  assertCanStore(db: Db, companyId: string, bytes: number): Promise<void>;
  storeBytes(trx: Db, companyId: string, bytes: number): Promise<void>;
  releaseBytes(trx: Db, companyId: string, bytes: number): Promise<void>;
};

export type RecordingsDeps = {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  /** The file store scoped to 'recordings'. */
  store: FileStorage;
  storage: StorageCounter;
  /** Local folder for FLV files being written and remuxed (DATA_DIR/tmp/recordings). */
  workDir: string;
  secret: string;
  logger: FastifyBaseLogger;
  notify: (companyId: string, data: TStreamRecordingEvent['data']) => void;
};

type Active = { companyId: string; file: FlvFile; stopReason: 'storage_full' | null };

const notFound = () => AppError.notFound('Recording');
/** Recording file tokens are play tokens over another name, so one cannot open the other. */
const fileTokenSubject = (streamId: string) => `recording:${streamId}`;

export function toRecording(row: RecordingRow): TRecording {
  return {
    state: row.state,
    stop_reason: row.stop_reason,
    size_bytes: Number(row.size_bytes),
    duration_s: row.duration_s,
    started_at: row.started_at.toISOString(),
    stopped_at: row.stopped_at?.toISOString() ?? null,
  };
}

export function createRecordingsService(deps: RecordingsDeps) {
  const { db, clock, hub, store, storage, logger } = deps;
  const active = new Map<string, Active>();
  const inFlight = new Set<Promise<void>>();
  const flvOf = (streamId: string) => path.join(deps.workDir, `${streamId}.flv`);
  const mp4Of = (streamId: string) => path.join(deps.workDir, `${streamId}.mp4`);

  function track(work: Promise<void>, what: string): void {
    const p = work.catch((error: unknown) =>
      logger.error({ err: error, what }, 'recordings: work failed'),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  async function ownRecording(actor: Membership, streamId: string): Promise<RecordingRow> {
    const row = await repo.findRecording(db, streamId);
    if (!row || row.company_id !== actor.companyId) throw notFound();
    return row;
  }

  async function start(streamId: string, companyId: string): Promise<void> {
    if (active.has(streamId) || !(await repo.findSettings(db, companyId))) return;
    let checked = 0;
    let checkedAt = 0;
    let checking = false;
    // Every 256 KB or 2 s: does the recording still fit? A full store stops it (the stream goes
    // on). Real time, not the injected clock: this only paces database reads.
    const check = (bytes: number) => {
      const due =
        bytes - checked >= QUOTA_CHECK_BYTES || performance.now() - checkedAt >= QUOTA_CHECK_MS;
      if (checking || !due) return;
      checking = true;
      checked = bytes;
      checkedAt = performance.now();
      storage
        .assertCanStore(db, companyId, bytes)
        .catch((error: unknown) => {
          if (error instanceof AppError && error.type === 'exceeded_storage') {
            entry.stopReason = 'storage_full';
            file.close();
            logger.info({ streamId }, 'recordings: store full, recording stopped');
            deps.notify(companyId, {
              stream_id: streamId,
              state: 'recording',
              stop_reason: 'storage_full',
            });
          } else logger.warn({ err: error, streamId }, 'recordings: quota check failed');
        })
        .finally(() => (checking = false));
    };
    const file = await openFlvFile(flvOf(streamId), check);
    const entry: Active = { companyId, file, stopReason: null };
    const unwatch = hub.watch(streamId, file.viewer);
    if (!unwatch) {
      file.close();
      await file.closed;
      await fs.rm(flvOf(streamId), { force: true });
      return;
    }
    active.set(streamId, entry);
    void file.closed.then(unwatch);
    await repo.insertRecording(db, {
      stream_id: streamId,
      company_id: companyId,
      state: 'recording',
      started_at: clock.now(),
    });
    deps.notify(companyId, { stream_id: streamId, state: 'recording', stop_reason: null });
  }

  async function fail(
    streamId: string,
    companyId: string,
    reason: 'storage_full' | 'no_video' | 'remux_failed',
  ) {
    await repo.updateRecording(db, streamId, {
      state: 'failed',
      stop_reason: reason,
      stopped_at: clock.now(),
    });
    deps.notify(companyId, { stream_id: streamId, state: 'failed', stop_reason: reason });
  }

  /** The stream ended: remux, store, count; the row says ready or failed. */
  async function finish(streamId: string): Promise<void> {
    const entry = active.get(streamId);
    if (!entry) return;
    active.delete(streamId);
    const { companyId, file } = entry;
    file.close();
    await file.closed;
    const stoppedAt = clock.now();
    await repo.updateRecording(db, streamId, { state: 'processing', stopped_at: stoppedAt });
    deps.notify(companyId, { stream_id: streamId, state: 'processing', stop_reason: null });
    const flv = flvOf(streamId);
    const mp4 = mp4Of(streamId);
    try {
      // Nothing past the FLV header: stopped at once (store full) or no video ever came.
      if (file.bytes() <= 13)
        return await fail(streamId, companyId, entry.stopReason ?? 'no_video');
      try {
        await remuxFlvToMp4(flv, mp4);
      } catch (error) {
        logger.warn({ err: error, streamId }, 'recordings: remux failed');
        return await fail(streamId, companyId, 'remux_failed');
      }
      const size = (await fs.stat(mp4)).size;
      const key = `${streamId}.mp4`;
      const handle = await fs.open(mp4, 'r');
      try {
        await store.put(key, handle.createReadStream(), { contentType: 'video/mp4' });
      } finally {
        await handle.close().catch(() => undefined);
      }
      try {
        await db.transaction().execute(async (trx) => {
          await storage.storeBytes(trx, companyId, size);
          await repo.updateRecording(trx, streamId, {
            state: 'ready',
            stop_reason: entry.stopReason,
            file_key: key,
            size_bytes: size,
            duration_s: Math.round(file.durationMs() / 100) / 10,
            stopped_at: stoppedAt,
          });
        });
      } catch (error) {
        await store.delete(key);
        if (error instanceof AppError && error.type === 'exceeded_storage') {
          return await fail(streamId, companyId, 'storage_full');
        }
        throw error;
      }
      deps.notify(companyId, {
        stream_id: streamId,
        state: 'ready',
        stop_reason: entry.stopReason,
      });
    } finally {
      await fs.rm(flv, { force: true });
      await fs.rm(mp4, { force: true });
    }
  }

  return {
    async settings(actor: Membership): Promise<TStreamSettings> {
      assertRight(actor, 'Streams', 'GET');
      return { cloud_recording: await repo.findSettings(db, actor.companyId) };
    },
    async saveSettings(actor: Membership, body: TStreamSettings): Promise<TStreamSettings> {
      assertRight(actor, 'Settings', 'PATCH');
      await repo.saveSettings(db, actor.companyId, body.cloud_recording, clock.now());
      return { cloud_recording: body.cloud_recording };
    },

    /** The streams module's lifecycle: live starts a recording (when on), ended finishes it. */
    onStreamChanged(change: { companyId: string; streamId: string; status: string }): void {
      if (change.status === 'live') track(start(change.streamId, change.companyId), 'start');
      if (change.status === 'ended') track(finish(change.streamId), 'finish');
    },

    /** Recordings of these streams, for the stream list and detail. */
    async summaries(streamIds: string[]): Promise<Map<string, TRecording>> {
      const rows = await repo.findRecordings(db, streamIds);
      return new Map(rows.map((r) => [r.stream_id, toRecording(r)]));
    },

    async view(actor: Membership, streamId: string): Promise<TRecordingView> {
      assertRight(actor, 'Streams', 'GET');
      const row = await ownRecording(actor, streamId);
      if (row.state !== 'ready')
        return { recording: toRecording(row), play_url: null, download_url: null };
      const { token } = signPlayToken(
        deps.secret,
        fileTokenSubject(streamId),
        'member',
        clock.now(),
      );
      const url = `/api/v4/streams/${streamId}/recording.mp4?token=${encodeURIComponent(token)}`;
      return { recording: toRecording(row), play_url: url, download_url: `${url}&download=1` };
    },

    async remove(actor: Membership, streamId: string): Promise<void> {
      assertRight(actor, 'Streams', 'DELETE');
      const row = await ownRecording(actor, streamId);
      if (row.state === 'recording' || row.state === 'processing') {
        throw AppError.conflict(
          'recording_in_progress',
          'This recording is still being made. Delete it once the stream has ended.',
        );
      }
      await db.transaction().execute(async (trx) => {
        const removed = await repo.deleteRecording(trx, streamId);
        if (removed?.file_key)
          await storage.releaseBytes(trx, row.company_id, Number(removed.size_bytes));
      });
      if (row.file_key) await store.delete(row.file_key);
    },

    /** The file route's check: a genuine token for a ready recording (403 / 404). */
    async checkFile(
      streamId: string,
      token: string,
    ): Promise<{ key: string; size: number; title: string }> {
      const ok = verifyPlayToken(deps.secret, fileTokenSubject(streamId), token, clock.now());
      if (!ok) {
        throw AppError.forbidden(
          'This recording link is not valid (expired). Open the recording page again.',
          'invalid_play_token',
        );
      }
      const row = await repo.findRecording(db, streamId);
      if (row?.state !== 'ready' || !row.file_key) throw notFound();
      const stream = await findStream(db, streamId);
      return {
        key: row.file_key,
        size: Number(row.size_bytes),
        title: stream?.title ?? 'recording',
      };
    },
    open: (key: string, range?: ByteRange) => store.getStream(key, range),

    /** Waits for recordings being finished (shutdown, before the database closes). */
    async drain(): Promise<void> {
      for (const [, entry] of active) entry.file.close();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;
