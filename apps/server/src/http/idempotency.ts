// Idempotency-Key on creates (issue 10, §11). A client that lost the reply to a POST retries it
// with the same key; within 24 hours the same user, key and request get the first reply again
// (Idempotent-Replayed: true) instead of a second site, mission, collection or invite. The same
// key with a different request answers 422; a retry while the first is still running, 409.
// Routes opt in with `config: { idempotent: true }`; they authenticate in onRequest, so the
// user is known here. Only successful replies are kept: a failed create may be retried as new.
import { createHash } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { authOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an Idempotency-Key header on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** sha256 of route, path parameters and body: the "same request" test. */
  fingerprint: string;
  /** null while the first request runs. */
  status_code: number | null;
  content_type: string | null;
  etag: string | null;
  body: string | null;
  created_at: Date;
}

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A request still "running" after this long died without replying; a retry takes its place. */
const ABANDONED_MS = 5 * 60_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

function fingerprintOf(request: FastifyRequest): string {
  const contentType = String(request.headers['content-type'] ?? '');
  // A multipart upload is read by the handler, not here: its length stands for its content.
  const body = contentType.startsWith('multipart/')
    ? `multipart:${String(request.headers['content-length'] ?? '')}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''}\n`)
    .update(`${JSON.stringify(request.params ?? {})}\n${body}`)
    .digest('hex');
}

export function installIdempotency(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock },
): void {
  const { db, clock } = deps;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? (header[0] ?? '') : header;
    if (!KEY.test(key)) {
      throw AppError.validation('Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const { userId } = authOf(request);
    const fingerprint = fingerprintOf(request);
    const now = clock.now();
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
      .execute();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        fingerprint,
        status_code: null,
        content_type: null,
        etag: null,
        body: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      request.idempotency = { userId, key };
      return;
    }
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (row && row.fingerprint !== fingerprint) {
      throw new AppError(
        'idempotency_key_reused',
        422,
        'This Idempotency-Key was already used for a different request. Send a new key.',
      );
    }
    if (!row || row.status_code === null) {
      if (row && now.getTime() - row.created_at.getTime() > ABANDONED_MS) {
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ created_at: now })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where('status_code', 'is', null)
          .where('created_at', '=', row.created_at)
          .executeTakeFirst();
        if (taken.numUpdatedRows > 0n) {
          request.idempotency = { userId, key };
          return;
        }
      }
      throw new AppError(
        'idempotency_in_progress',
        409,
        'The first request with this Idempotency-Key is still running. Retry in a moment.',
        { retry_after_seconds: 1 },
      );
    }
    void reply.code(row.status_code).header('idempotent-replayed', 'true');
    if (row.content_type) void reply.header('content-type', row.content_type);
    if (row.etag) void reply.header('etag', row.etag);
    return reply.send(row.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const where = db
      .updateTable('idempotency_keys')
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      const header = (name: string) => {
        const value = reply.getHeader(name);
        return value === undefined ? null : String(value);
      };
      await where
        .set({
          status_code: reply.statusCode,
          content_type: header('content-type'),
          etag: header('etag'),
          body: payload,
        })
        .execute();
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .execute();
    }
    return payload;
  });
}
