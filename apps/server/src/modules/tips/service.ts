// Tips use-cases: the list, the tip of the day, one vote per user per tip, and the staff CMS
// (meta rights Tips GET/POST/PATCH/DELETE, platform-core §6). HTML is sanitised on every write.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type {
  TTip,
  TTipPatchRequest,
  TTipRequest,
  TTipsListQuery,
  TTipsListResponse,
  TTipVote,
  TTipVoteResponse,
} from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import { assertMetaRight } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';
import { sanitizeTipHtml } from './sanitize.ts';
import type { TipRow } from './table.ts';

export type TipsService = ReturnType<typeof createTipsService>;

const DAY_MS = 86_400_000;

function toView(row: TipRow, votes: repo.VoteCounts | undefined): TTip {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    client: row.client,
    draft: row.draft,
    up_votes: votes?.up ?? 0,
    down_votes: votes?.down ?? 0,
    my_vote: votes?.mine ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Sanitised HTML that still says something: an editor full of <script> leaves nothing. */
function cleanDescription(html: string): string {
  const clean = sanitizeTipHtml(html);
  if (clean.replace(/<[^>]*>/g, '').trim() === '' && !clean.includes('<img')) {
    throw AppError.validation('The tip needs some text.', { field: 'description' });
  }
  return clean;
}

export function createTipsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function withVotes(rows: TipRow[], userId: string): Promise<TTip[]> {
    const votes = await repo.voteCounts(
      db,
      rows.map((r) => r.id),
      userId,
    );
    return rows.map((r) => toView(r, votes.get(r.id)));
  }

  return {
    /** Published tips for every signed-in user; drafts need the CMS right (checked here too). */
    async list(
      userId: string,
      metaRoles: readonly string[],
      query: TTipsListQuery,
    ): Promise<TTipsListResponse> {
      if (!query.exclude_draft) assertMetaRight(metaRoles, 'Tips', 'GET');
      const { rows, total } = await repo.listTips(db, query);
      return { tips: await withVotes(rows, userId), total, page: query.page, limit: query.limit };
    },

    async tipOfTheDay(userId: string, client: 'web' | 'app'): Promise<TTip | null> {
      const day = Math.floor(clock.now().getTime() / DAY_MS);
      const row = await repo.tipOfTheDay(db, client, day);
      return row ? ((await withVotes([row], userId))[0] ?? null) : null;
    },

    /** The user's vote; voting again replaces it, so each user counts once per tip. */
    async vote(userId: string, tipId: string, vote: TTipVote): Promise<TTipVoteResponse> {
      return db.transaction().execute(async (trx) => {
        const tip = await repo.findTip(trx, tipId);
        if (!tip || tip.draft) throw AppError.notFound('Tip');
        await repo.upsertVote(trx, tipId, userId, vote, clock.now());
        const counts = (await repo.voteCounts(trx, [tipId], undefined)).get(tipId);
        return { up_votes: counts?.up ?? 0, down_votes: counts?.down ?? 0, my_vote: vote };
      });
    },

    async create(metaRoles: readonly string[], userId: string, body: TTipRequest): Promise<TTip> {
      assertMetaRight(metaRoles, 'Tips', 'POST');
      const now = clock.now();
      const description = cleanDescription(body.description);
      const row = await db.transaction().execute((trx) =>
        repo.insertTip(trx, {
          id: randomUUID(),
          ...body,
          description,
          created_by: userId,
          created_at: now,
          updated_at: now,
        }),
      );
      return toView(row, undefined);
    },

    async update(metaRoles: readonly string[], userId: string, id: string, body: TTipPatchRequest) {
      assertMetaRight(metaRoles, 'Tips', 'PATCH');
      const { description, ...rest } = body;
      const row = await db.transaction().execute((trx) =>
        repo.updateTip(trx, id, {
          ...rest,
          ...(description !== undefined ? { description: cleanDescription(description) } : {}),
          updated_at: clock.now(),
        }),
      );
      if (!row) throw AppError.notFound('Tip');
      return (await withVotes([row], userId))[0] as TTip;
    },

    async remove(metaRoles: readonly string[], id: string): Promise<void> {
      assertMetaRight(metaRoles, 'Tips', 'DELETE');
      const row = await db.transaction().execute((trx) => repo.deleteTip(trx, id));
      if (!row) throw AppError.notFound('Tip');
    },
  };
}
