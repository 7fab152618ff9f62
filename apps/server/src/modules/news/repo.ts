import type { TNewsListQuery } from '@sortie/domain/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewsRow, NewsTable } from './table.ts';

type Db = Kysely<Database>;

/** One page of news, newest first by default; the id breaks ties so paging is stable. */
export async function listNews(
  db: Db,
  query: TNewsListQuery,
): Promise<{ rows: NewsRow[]; total: number }> {
  let base = db.selectFrom('news');
  if (query.exclude_draft) base = base.where('draft', '=', false);
  if (query.featured !== undefined) base = base.where('featured', '=', query.featured);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(query.sort_by, query.sort_order)
      .orderBy('id', query.sort_order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findNews(db: Db, id: string): Promise<NewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Db, row: Insertable<NewsTable>): Promise<NewsRow> {
  return db.insertInto('news').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateNews(
  db: Db,
  id: string,
  patch: Updateable<NewsTable>,
): Promise<NewsRow | undefined> {
  return db.updateTable('news').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteNews(db: Db, id: string): Promise<NewsRow | undefined> {
  return db.deleteFrom('news').where('id', '=', id).returningAll().executeTakeFirst();
}

/** One more view of a published item; false when there is no such published item. */
export async function countView(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('news')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('draft', '=', false)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
