import type { Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect-helpers.ts";

/**
 * Passkeys (WebAuthn credentials) of the admin, the challenges of ceremonies under way (single-use, in the
 * database so any server can finish what another began), recovery codes (hashes only), whether the admin
 * requires a passkey, and how each session began and when its admin last proved who they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? "bytea" : "blob";
  await db.schema
    .createTable("admin_passkeys")
    // The credential id, base64url, as the browser names it.
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("admin_id", "integer", (column) => column.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("public_key", bytes, (column) => column.notNull())
    .addColumn("sign_count", "bigint", (column) => column.notNull())
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("admin_id", "integer")
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await identityColumn(db, db.schema.createTable("recovery_codes"))
    .addColumn("admin_id", "integer", (column) => column.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_by_admin").on("recovery_codes").columns(["admin_id", "code_hash"]).execute();
  await db.schema
    .alterTable("admins")
    .addColumn("passkey_required", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("method", "text", (column) => column.notNull().defaultTo("password"))
    .execute();
  await db.schema.alterTable("sessions").addColumn("verified_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("verified_at").execute();
  await db.schema.alterTable("sessions").dropColumn("method").execute();
  await db.schema.alterTable("admins").dropColumn("passkey_required").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("admin_passkeys").execute();
}
