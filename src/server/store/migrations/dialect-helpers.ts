import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

export function isPostgres(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key `id` in the dialect's own idiom. */
export function identityColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
}
