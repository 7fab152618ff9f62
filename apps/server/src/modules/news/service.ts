// News use-cases: the public list and view counter, and the staff CMS (meta rights News
// POST/PATCH/DELETE, platform-core §6). Drafts are never shown outside the CMS.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type {
  TNewsItem,
  TNewsListQuery,
  TNewsListResponse,
  TNewsPatchRequest,
  TNewsRequest,
} from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import { assertMetaRight } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/index.ts';
import * as repo from './repo.ts';
import type { NewsRow } from './table.ts';
import { storeThumbnail } from './thumbnail.ts';

export type NewsService = ReturnType<typeof createNewsService>;

function toView(row: NewsRow): TNewsItem {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    source: row.source,
    thumbnail: row.thumbnail,
    publish_date: row.publish_date.toISOString(),
    featured: row.featured,
    draft: row.draft,
    views: row.views,
  };
}

export function createNewsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  thumbnails: FileStorage;
}) {
  const { db, clock } = deps;
  return {
    /** Public when exclude_draft is on; the routes demand the CMS right otherwise. */
    async list(query: TNewsListQuery): Promise<TNewsListResponse> {
      const { rows, total } = await repo.listNews(db, query);
      return { news: rows.map(toView), total, page: query.page, limit: query.limit };
    },

    /** One item for a deep link (?newsId=); a draft only for staff. */
    async get(id: string, withDrafts: boolean): Promise<TNewsItem> {
      const row = await repo.findNews(db, id);
      if (!row || (row.draft && !withDrafts)) throw AppError.notFound('News item');
      return toView(row);
    },

    async markViewed(id: string): Promise<void> {
      if (!(await repo.countView(db, id))) throw AppError.notFound('News item');
    },

    async create(metaRoles: readonly string[], userId: string, body: TNewsRequest) {
      assertMetaRight(metaRoles, 'News', 'POST');
      const now = clock.now();
      const row = await db.transaction().execute((trx) =>
        repo.insertNews(trx, {
          id: randomUUID(),
          ...body,
          publish_date: new Date(body.publish_date),
          views: 0,
          created_by: userId,
          created_at: now,
          updated_at: now,
        }),
      );
      return toView(row);
    },

    async update(metaRoles: readonly string[], id: string, body: TNewsPatchRequest) {
      assertMetaRight(metaRoles, 'News', 'PATCH');
      const { publish_date, ...rest } = body;
      const row = await db.transaction().execute((trx) =>
        repo.updateNews(trx, id, {
          ...rest,
          ...(publish_date ? { publish_date: new Date(publish_date) } : {}),
          updated_at: clock.now(),
        }),
      );
      if (!row) throw AppError.notFound('News item');
      return toView(row);
    },

    async remove(metaRoles: readonly string[], id: string): Promise<void> {
      assertMetaRight(metaRoles, 'News', 'DELETE');
      const row = await db.transaction().execute((trx) => repo.deleteNews(trx, id));
      if (!row) throw AppError.notFound('News item');
    },

    /** A thumbnail for a news item or a tip: checked, re-encoded, stored; its URL. */
    async uploadThumbnail(metaRoles: readonly string[], bytes: Buffer): Promise<string> {
      assertMetaRight(metaRoles, 'News', 'POST');
      return storeThumbnail(deps.thumbnails, bytes);
    },
  };
}
