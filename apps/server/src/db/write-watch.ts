// Which tables a statement wrote, seen where every statement passes: a Kysely dialect wrapper
// (decision 260). The in-process read caches (sessions, memberships, site list pages) forget what
// a write may have changed from here, so no service has to remember to tell them, raw SQL
// included (test fixtures and staff scripts update companies directly). A write is reported
// twice when it runs inside a transaction: at once, and again after COMMIT, so a reader that ran
// between the two (and saw the old rows) cannot leave a stale entry behind.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

export type WriteListener = (tables: ReadonlySet<string>) => void;

export type WriteWatch = {
  /** Adds a listener; the returned function removes it. */
  listen(listener: WriteListener): () => void;
};

/** `insert into x`, `update x`, `delete from x` (schema-qualified or quoted), anywhere in a text. */
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;
/** A quick test before the regex above: most statements are reads. */
const MAY_WRITE = /\b(?:insert|update|delete)\b/i;

/**
 * The tables a statement writes. Not counted for sessions: a new one (a sign-in), and an update
 * that only slides the idle expiry forward (every token refresh; a cached row then merely
 * expires sooner): neither can make a cached session wrong.
 */
export function tablesWritten(text: string): Set<string> {
  const tables = new Set<string>();
  if (!MAY_WRITE.test(text)) return tables;
  for (const match of text.matchAll(WRITE)) {
    const verb = match[1]!.toLowerCase();
    const table = match[2]!.toLowerCase();
    // `for update`, `do update set`: no table follows.
    if (verb === 'update' && (table === 'set' || table === 'skip' || table === 'of')) continue;
    // A new session (a sign-in) cannot make a cached one wrong.
    if (table === 'sessions' && verb.startsWith('insert')) continue;
    if (table === 'sessions' && verb === 'update' && !/revoked_at|user_id/i.test(text)) continue;
    tables.add(table);
  }
  return tables;
}

/** Wraps a dialect so that `watch.listen` hears every write. */
export function watchWrites(dialect: Dialect): { dialect: Dialect; watch: WriteWatch } {
  const listeners = new Set<WriteListener>();
  const tell = (tables: ReadonlySet<string>) => {
    if (tables.size === 0) return;
    for (const listener of listeners) listener(tables);
  };
  const watch: WriteWatch = {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  // Writes of the open transaction on each connection, told again after its COMMIT.
  const pending = new WeakMap<DatabaseConnection, Set<string>>();
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const raw = new WeakMap<DatabaseConnection, DatabaseConnection>();

  function wrap(connection: DatabaseConnection): DatabaseConnection {
    const known = wrappers.get(connection);
    if (known) return known;
    const wrapper: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await connection.executeQuery<R>(query);
        const tables = tablesWritten(query.sql);
        if (tables.size > 0) {
          const open = pending.get(wrapper);
          if (open) for (const t of tables) open.add(t);
          tell(tables);
        }
        return result;
      },
      streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
        return connection.streamQuery<R>(query, chunkSize);
      },
    };
    wrappers.set(connection, wrapper);
    raw.set(wrapper, connection);
    return wrapper;
  }
  const unwrap = (c: DatabaseConnection) => raw.get(c) ?? c;

  function wrapDriver(driver: Driver): Driver {
    return {
      init: () => driver.init(),
      acquireConnection: async () => wrap(await driver.acquireConnection()),
      async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
        await driver.beginTransaction(unwrap(connection), settings);
        pending.set(connection, new Set());
      },
      async commitTransaction(connection: DatabaseConnection) {
        const tables = pending.get(connection);
        pending.delete(connection);
        await driver.commitTransaction(unwrap(connection));
        if (tables) tell(tables);
      },
      async rollbackTransaction(connection: DatabaseConnection) {
        pending.delete(connection);
        await driver.rollbackTransaction(unwrap(connection));
      },
      ...(driver.savepoint
        ? { savepoint: (c, name, compile) => driver.savepoint!(unwrap(c), name, compile) }
        : {}),
      ...(driver.rollbackToSavepoint
        ? {
            rollbackToSavepoint: (c, name, compile) =>
              driver.rollbackToSavepoint!(unwrap(c), name, compile),
          }
        : {}),
      ...(driver.releaseSavepoint
        ? {
            releaseSavepoint: (c, name, compile) =>
              driver.releaseSavepoint!(unwrap(c), name, compile),
          }
        : {}),
      releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
      destroy: () => driver.destroy(),
    } satisfies Driver;
  }

  return {
    watch,
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => wrapDriver(dialect.createDriver()),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
  };
}
