import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { CompiledQuery, type DatabaseConnection, type Driver, type SqliteDatabase, SqliteDialect, SqliteDriver, type SqliteStatement } from "kysely";

/**
 * Lets Kysely's own SqliteDialect drive Node's built-in node:sqlite, so the
 * embedded default needs no native add-on. Kysely expects better-sqlite3's
 * statement shape (parameters as one array, a `reader` flag); node:sqlite
 * takes parameters spread and reports result columns instead.
 */
class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    // A statement that yields columns (SELECT, or INSERT … RETURNING) is read with all().
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...toInputs(parameters));
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.#statement.run(...toInputs(parameters));
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...toInputs(parameters));
  }
}

function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}

/**
 * Opens a SQLite file in WAL mode, with a busy timeout so a second process waits instead of failing.
 * The long timeout covers start-up (servers migrating together); openStore shortens it afterwards.
 */
export function openNodeSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file, { timeout: 5000 });
  if (file !== ":memory:") raw.exec("PRAGMA journal_mode = WAL");
  // FULL: a commit is on disk before the write is acknowledged, so not even a power cut loses an
  // answered write (NORMAL could lose the last ones). Admin writes are rare; the fsync costs nothing visible.
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  // Kysely prepares every query afresh; the same few dozen SQL texts recur, so each is compiled once.
  // Statements are reset after every run, so reuse is safe; the cache is bounded for ad-hoc SQL.
  const statements = new Map<string, NodeSqliteStatement>();
  return {
    raw,
    close: () => {
      statements.clear();
      raw.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = new NodeSqliteStatement(raw.prepare(sql));
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A cheap token that changes whenever the database may have changed as seen from this connection, so a
 * cached data version can be trusted while the token stays the same (docs/decisions/016):
 * - `PRAGMA data_version` changes when any other connection commits: another server process, or another
 *   store on the same file in this process. SQLite reads it from the shared WAL index when the statement's
 *   read transaction starts, so a commit that finished before this call is always seen.
 * - `total_changes()` counts the rows this connection has inserted, updated or deleted (its own writes,
 *   which data_version ignores), including rows of transactions still open or later rolled back: the token
 *   may change without a real change, never the other way round.
 * One prepared statement, run directly on node:sqlite (a few microseconds); Kysely's query building for
 * the version row cost several times that on every request.
 */
export function sqliteChangeToken(raw: DatabaseSync): () => string {
  const statement = raw.prepare("SELECT data_version AS data, total_changes() AS own FROM pragma_data_version");
  return () => {
    const row = statement.get() as { data: number; own: number };
    return `${row.data}:${row.own}`;
  };
}

/** More distinct SQL texts than the app has queries; the oldest is dropped past it. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely's SQLite dialect, with every transaction begun IMMEDIATE: the write
 * lock is taken (waiting up to the busy timeout) before the first statement.
 * A deferred transaction that reads first and writes later can fail at once
 * with "database is locked" in WAL mode when another process wrote in
 * between, without waiting; an immediate one never does.
 */
/**
 * How long a request waits for another process's write lock once the store is
 * open. node:sqlite waits synchronously, freezing the event loop, so the wait
 * is short: past it the write fails with SQLITE_BUSY and the app answers 503
 * with Retry-After (app.ts) instead of stalling every other request.
 */
export const SERVING_BUSY_TIMEOUT_MS = 250;

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase & { raw: DatabaseSync };

  constructor(database: SqliteDatabase & { raw: DatabaseSync }) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#database);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #raw: DatabaseSync;

  constructor(database: SqliteDatabase & { raw: DatabaseSync }) {
    super({ database });
    this.#raw = database.raw;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite ends the transaction itself after some errors (a full disk, an I/O error): a ROLLBACK then
   * fails with "no transaction is active", and that error would hide the real one from the caller.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#raw.isTransaction) await super.rollbackTransaction(connection);
  }
}
