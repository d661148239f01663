import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "./database-schema.ts";
import type { ChallengePurpose, PasskeyStore, StoredPasskey } from "./passkey-store.ts";

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

function toPasskey(row: DatabaseSchema["admin_passkeys"]): StoredPasskey {
  return {
    id: row.id,
    adminId: row.admin_id,
    name: row.name,
    publicKey: new Uint8Array(row.public_key),
    signCount: Number(row.sign_count),
    transports: JSON.parse(row.transports) as string[],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

async function audit(db: Db, at: string, actor: string, action: string, adminId: number, details: unknown): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ at, actor, action, entity: "passkey", entity_id: adminId, details: JSON.stringify(details) })
    .execute();
}

export class KyselyPasskeyStore implements PasskeyStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async listPasskeys(adminId: number): Promise<StoredPasskey[]> {
    const rows = await this.#db.selectFrom("admin_passkeys").selectAll().where("admin_id", "=", adminId).orderBy("created_at").orderBy("id").execute();
    return rows.map(toPasskey);
  }

  async findPasskey(id: string) {
    const row = await this.#db
      .selectFrom("admin_passkeys")
      .innerJoin("admins", "admins.id", "admin_passkeys.admin_id")
      .selectAll("admin_passkeys")
      .select(["admins.email", "admins.passkey_required"])
      .where("admin_passkeys.id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...toPasskey(row), email: row.email, passkeyRequired: Number(row.passkey_required) === 1 };
  }

  async addPasskey(passkey: Omit<StoredPasskey, "lastUsedAt">, actor: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto("admin_passkeys")
        .values({
          id: passkey.id,
          admin_id: passkey.adminId,
          name: passkey.name,
          public_key: passkey.publicKey,
          sign_count: passkey.signCount,
          transports: JSON.stringify(passkey.transports),
          created_at: passkey.createdAt,
          last_used_at: null,
        })
        .execute();
      await audit(trx, passkey.createdAt, actor, "add", passkey.adminId, { name: passkey.name });
    });
  }

  async recordUse(id: string, previousCount: number, newCount: number, now: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable("admin_passkeys")
      .set({ sign_count: newCount, last_used_at: now.toISOString() })
      .where("id", "=", id)
      .where("sign_count", "=", previousCount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async removePasskey(adminId: number, id: string, actor: string, now: Date): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom("admin_passkeys").where("admin_id", "=", adminId).where("id", "=", id).returning("name").executeTakeFirst();
      if (!removed) return false;
      await audit(trx, now.toISOString(), actor, "delete", adminId, { name: removed.name });
      return true;
    });
  }

  async setPasskeyRequired(adminId: number, required: boolean, actor: string, now: Date): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable("admins")
        .set({ passkey_required: required ? 1 : 0 })
        .where("id", "=", adminId)
        .execute();
      await audit(trx, now.toISOString(), actor, "update", adminId, { passkeyRequired: required });
    });
  }

  async isPasskeyRequired(adminId: number): Promise<boolean> {
    const row = await this.#db.selectFrom("admins").select("passkey_required").where("id", "=", adminId).executeTakeFirst();
    return Number(row?.passkey_required ?? 0) === 1;
  }

  async saveChallenge({ challenge, purpose, adminId, expiresAt }: { challenge: string; purpose: ChallengePurpose; adminId: number | null; expiresAt: Date }) {
    await this.#db.insertInto("webauthn_challenges").values({ challenge, purpose, admin_id: adminId, expires_at: expiresAt.toISOString() }).execute();
  }

  async consumeChallenge(challenge: string, purpose: ChallengePurpose, adminId: number | null, now: Date): Promise<boolean> {
    // One DELETE: of two servers finishing the same ceremony, only one removes the row.
    const removed = await this.#db
      .deleteFrom("webauthn_challenges")
      .where("challenge", "=", challenge)
      .returning(["purpose", "admin_id", "expires_at"])
      .executeTakeFirst();
    if (!removed) return false;
    return removed.purpose === purpose && (adminId === null || removed.admin_id === adminId) && removed.expires_at > now.toISOString();
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    const result = await this.#db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async replaceRecoveryCodes(adminId: number, codeHashes: string[], actor: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: at, used_at: null })))
        .execute();
      await audit(trx, at, actor, "replace", adminId, { recoveryCodes: codeHashes.length });
    });
  }

  async spendRecoveryCode(adminId: number, codeHash: string, now: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable("recovery_codes")
      .set({ used_at: now.toISOString() })
      .where("admin_id", "=", adminId)
      .where("code_hash", "=", codeHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) >= 1;
  }

  async countRecoveryCodes(adminId: number): Promise<number> {
    const row = await this.#db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("admin_id", "=", adminId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async markSessionVerified(sessionId: string, now: Date): Promise<void> {
    await this.#db.updateTable("sessions").set({ verified_at: now.toISOString() }).where("id", "=", sessionId).execute();
  }

  async resetPasskeys(actor: string, now: Date): Promise<{ passkeys: number; recoveryCodes: number }> {
    return this.#db.transaction().execute(async (trx) => {
      const passkeys = await trx.deleteFrom("admin_passkeys").executeTakeFirst();
      const codes = await trx.deleteFrom("recovery_codes").executeTakeFirst();
      await trx.deleteFrom("webauthn_challenges").execute();
      await trx.updateTable("admins").set({ passkey_required: 0 }).execute();
      const counts = { passkeys: Number(passkeys.numDeletedRows), recoveryCodes: Number(codes.numDeletedRows) };
      await trx
        .insertInto("audit_log")
        .values({ at: now.toISOString(), actor, action: "reset", entity: "passkey", entity_id: null, details: JSON.stringify(counts) })
        .execute();
      return counts;
    });
  }
}
