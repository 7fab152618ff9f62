// Industry news and tips (issue 16): news items with draft/featured flags and a view counter,
// tips with sanitised HTML, and one vote per user per tip (the primary key makes it one).
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('publish_date', 'timestamptz', (c) => c.notNull())
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('draft', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index news_published_idx on news (draft, publish_date desc, id)`.execute(db);

  await db.schema
    .createTable('tips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('client', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('draft', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index tips_published_idx on tips (draft, created_at, id)`.execute(db);

  await db.schema
    .createTable('tip_votes')
    .addColumn('tip_id', 'text', (c) => c.notNull().references('tips.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vote', 'text', (c) => c.notNull())
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tip_votes_pk', ['tip_id', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tip_votes').execute();
  await db.schema.dropTable('tips').execute();
  await db.schema.dropTable('news').execute();
}
