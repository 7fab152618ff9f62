// A stream's annotations (decision 324): points and boxes in fractions of the video frame.
import type { TAnnotation } from '@sortie/domain/contracts';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersService } from '../users/index.ts';
import type { StreamAnnotationsTable } from './table.ts';

type Draft = Omit<Insertable<StreamAnnotationsTable>, 'w' | 'h'> & { w?: number; h?: number };

/**
 * Adds one unless the stream already has `max`; false then. The count and the insert are one
 * statement, so two viewers adding at once cannot pass the limit together.
 */
export async function add(db: Db, row: Draft, max: number): Promise<boolean> {
  const result = await sql<{ id: string }>`
    insert into stream_annotations (id, stream_id, author_id, kind, x, y, w, h, label, created_at)
    select ${row.id}, ${row.stream_id}, ${row.author_id}, ${row.kind}, ${row.x}, ${row.y},
           ${row.w ?? null}, ${row.h ?? null}, ${row.label}, ${row.created_at}
    where (select count(*) from stream_annotations where stream_id = ${row.stream_id}) < ${max}
    returning id`.execute(db);
  return result.rows.length === 1;
}

export async function remove(db: Db, streamId: string, id: string): Promise<void> {
  await db
    .deleteFrom('stream_annotations')
    .where('stream_id', '=', streamId)
    .where('id', '=', id)
    .execute();
}

export async function clear(db: Db, streamId: string): Promise<void> {
  await db.deleteFrom('stream_annotations').where('stream_id', '=', streamId).execute();
}

export async function list(
  db: Db,
  streamId: string,
  users: Pick<UsersService, 'namesOf'>,
): Promise<TAnnotation[]> {
  const rows = await db
    .selectFrom('stream_annotations')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = await users.namesOf(rows.flatMap((r) => (r.author_id ? [r.author_id] : [])));
  return rows.map((r) => {
    const base = {
      id: r.id,
      author: {
        id: r.author_id ?? '',
        name: r.author_id ? (names.get(r.author_id) ?? null) : null,
      },
      created_at: r.created_at.toISOString(),
      x: r.x,
      y: r.y,
      label: r.label,
    };
    return r.kind === 'box'
      ? { ...base, kind: 'box' as const, w: r.w ?? 0, h: r.h ?? 0 }
      : { ...base, kind: 'point' as const };
  });
}
