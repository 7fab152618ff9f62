import type { TTipsListQuery, TTipVote } from '@sortie/domain/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TipRow, TipsTable } from './table.ts';

type Db = Kysely<Database>;

export type VoteCounts = { up: number; down: number; mine: TTipVote | null };

function published(db: Db, client: 'web' | 'app' | undefined, excludeDraft: boolean) {
  let q = db.selectFrom('tips');
  if (excludeDraft) q = q.where('draft', '=', false);
  if (client) q = q.where('client', 'in', ['all', client]);
  return q;
}

export async function listTips(
  db: Db,
  query: TTipsListQuery,
): Promise<{ rows: TipRow[]; total: number }> {
  const base = published(db, query.client, query.exclude_draft);
  const order = query.sort_order;
  let rows = base.selectAll('tips');
  if (query.sort_by === 'up_votes') {
    rows = rows.orderBy(
      (eb) =>
        eb
          .selectFrom('tip_votes')
          .select((v) => v.fn.countAll<number>().as('n'))
          .whereRef('tip_votes.tip_id', '=', 'tips.id')
          .where('tip_votes.vote', '=', 'up'),
      order,
    );
  } else {
    rows = rows.orderBy(query.sort_by, order);
  }
  const [page, count] = await Promise.all([
    rows
      .orderBy('id', order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

/**
 * The tip of the day: the published tips for this client in a fixed order (oldest first), and the
 * day number since 1970 picks one, so everyone sees the same tip all day and the next day the next.
 */
export async function tipOfTheDay(
  db: Db,
  client: 'web' | 'app',
  dayNumber: number,
): Promise<TipRow | undefined> {
  const base = published(db, client, true);
  const { n } = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  if (total === 0) return undefined;
  return base
    .selectAll('tips')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(dayNumber % total)
    .limit(1)
    .executeTakeFirst();
}

/** Up and down counts of these tips, and the user's own vote on each. */
export async function voteCounts(
  db: Db,
  tipIds: readonly string[],
  userId: string | undefined,
): Promise<Map<string, VoteCounts>> {
  const counts = new Map<string, VoteCounts>(
    tipIds.map((id) => [id, { up: 0, down: 0, mine: null }]),
  );
  if (tipIds.length === 0) return counts;
  const rows = await db
    .selectFrom('tip_votes')
    .select(['tip_id', 'vote', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tip_id', 'in', [...tipIds])
    .groupBy(['tip_id', 'vote'])
    .execute();
  for (const row of rows) {
    const c = counts.get(row.tip_id);
    if (c) c[row.vote] = Number(row.n);
  }
  if (userId) {
    const mine = await db
      .selectFrom('tip_votes')
      .select(['tip_id', 'vote'])
      .where('tip_id', 'in', [...tipIds])
      .where('user_id', '=', userId)
      .execute();
    for (const row of mine) {
      const c = counts.get(row.tip_id);
      if (c) c.mine = row.vote;
    }
  }
  return counts;
}

/** The user's one vote on the tip: a new vote replaces the previous one. */
export async function upsertVote(
  db: Db,
  tipId: string,
  userId: string,
  vote: TTipVote,
  at: Date,
): Promise<void> {
  await db
    .insertInto('tip_votes')
    .values({ tip_id: tipId, user_id: userId, vote, voted_at: at })
    .onConflict((oc) => oc.columns(['tip_id', 'user_id']).doUpdateSet({ vote, voted_at: at }))
    .execute();
}

export async function findTip(db: Db, id: string): Promise<TipRow | undefined> {
  return db.selectFrom('tips').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTip(db: Db, row: Insertable<TipsTable>): Promise<TipRow> {
  return db.insertInto('tips').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTip(
  db: Db,
  id: string,
  patch: Updateable<TipsTable>,
): Promise<TipRow | undefined> {
  return db.updateTable('tips').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteTip(db: Db, id: string): Promise<TipRow | undefined> {
  return db.deleteFrom('tips').where('id', '=', id).returningAll().executeTakeFirst();
}
