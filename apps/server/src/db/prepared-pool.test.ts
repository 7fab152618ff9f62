// Named prepared statements on PostgreSQL (decision 150): a parameterised statement is parsed and
// planned once per connection; parameterless ones (BEGIN, DDL) stay unnamed. PGlite has no pool,
// so this runs only with DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('prepared statements on PostgreSQL', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase({ databaseUrl });
  });
  afterAll(async () => db.destroy());

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const marker = `prep_${Math.random().toString(36).slice(2, 10)}`;
    const prepared = await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) {
        const r = await sql<{ n: number }>`select ${i}::int as ${sql.ref(marker)}`.execute(trx);
        expect(r.rows[0]).toEqual({ [marker]: i });
      }
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    const mine = prepared.rows.filter((r) => r.statement.includes(marker));
    expect(mine).toHaveLength(1);
  });

  it('leaves parameterless statements unnamed', async () => {
    const marker = `plain_${Math.random().toString(36).slice(2, 10)}`;
    const prepared = await db.transaction().execute(async (trx) => {
      await sql`select 1 as ${sql.ref(marker)}`.execute(trx);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    expect(prepared.rows.filter((r) => r.statement.includes(marker))).toHaveLength(0);
  });

  it('does not turn parallel workers on for a page read', async () => {
    const r = await sql<{
      v: string;
    }>`select current_setting('max_parallel_workers_per_gather') as v`.execute(db);
    expect(r.rows[0]?.v).toBe('0');
  });
});
