import type { Kysely } from "kysely";
import { identityColumn } from "./dialect-helpers.ts";

/**
 * The embedded identity provider's state, and the audit trail of writes. All
 * of it lives in the database so any number of server processes share it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await identityColumn(db, db.schema.createTable("admins"))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  // The id is a SHA-256 of the cookie's token: a copy of the table does not let anyone sign in.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("admin_id", "integer", (column) => column.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();

  // Failed sign-ins per account ("email:…") and per client address ("address:…").
  await db.schema
    .createTable("login_throttle")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("window_started_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .execute();

  await identityColumn(db, db.schema.createTable("audit_log"))
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("entity", "text", (column) => column.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("details", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("login_throttle").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("admins").execute();
}
