// A pg pool for Kysely whose clients send each parameterised statement as a named prepared
// statement (the name is a hash of the SQL text). Postgres then parses each statement once per
// connection and, after five runs, keeps a generic plan: planning the site list's page (its
// correlated subqueries, the capped count) cost ~1.5-3 ms against ~0.6 ms to run it, and was most
// of Postgres' share of a list request under load (bench/api, decision 150).
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Most statements prepared on one connection. Texts vary with the length of IN lists, so the set
 * is open-ended; past this many, further texts run unnamed, as before.
 */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Most SQL texts whose names are remembered (hashing a 2 kB text costs a few microseconds). */
const MAX_NAMES = 2000;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

export function preparingPool(pool: pg.Pool): PostgresPool {
  // Kysely keys its connections by the client object: one wrapper per pg client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const prepared = new Set<string>();
    const query = (
      textOrCursor: string | PostgresCursor<unknown>,
      parameters?: ReadonlyArray<unknown>,
    ): unknown => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      const values = [...(parameters ?? [])];
      // Parameterless statements (BEGIN, COMMIT, migrations' DDL) are cheap to plan or must
      // not outlive a schema change; they stay unnamed.
      if (values.length === 0) return client.query(textOrCursor, values);
      const name = nameOf(textOrCursor);
      if (!prepared.has(name)) {
        if (prepared.size >= MAX_PREPARED_PER_CONNECTION) {
          return client.query(textOrCursor, values);
        }
        prepared.add(name);
      }
      return client.query({ name, text: textOrCursor, values });
    };
    return { query: query as PostgresPoolClient['query'], release: () => client.release() };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
