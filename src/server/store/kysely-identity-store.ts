import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./database-schema.ts";
import type { AdminAccount, AdminSaveOutcome, AdminSummary, IdentityStore, SignInMethod, StoredSession } from "./identity-store.ts";

export class KyselyIdentityStore implements IdentityStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async countAdmins(): Promise<number> {
    const row = await this.#db
      .selectFrom("admins")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async findAdminByEmail(email: string): Promise<AdminAccount | undefined> {
    const row = await this.#db
      .selectFrom("admins")
      .select(["id", "email", "password_hash", "passkey_required"])
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row && { id: row.id, email: row.email, passwordHash: row.password_hash, passkeyRequired: Number(row.passkey_required) === 1 };
  }

  async listAdmins(): Promise<AdminSummary[]> {
    const rows = await this.#db.selectFrom("admins").select(["email", "created_at", "updated_at"]).orderBy("id").execute();
    return rows.map((row) => ({ email: row.email, createdAt: row.created_at, updatedAt: row.updated_at }));
  }

  async saveAdmin(email: string, passwordHash: string, now: Date, { replace }: { replace: boolean }): Promise<AdminSaveOutcome> {
    const normalised = email.toLowerCase();
    const at = now.toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const admins = await trx.selectFrom("admins").select(["id", "email"]).orderBy("id").execute();
      const same = admins.find((admin) => admin.email === normalised);
      if (admins.length === 0 || same) {
        // Insert-or-nothing first, so two servers creating the same admin at start-up cannot collide.
        const inserted = await trx
          .insertInto("admins")
          .values({ email: normalised, password_hash: passwordHash, created_at: at, updated_at: at })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { done: "created" };
        const existing = await trx.selectFrom("admins").select("id").where("email", "=", normalised).executeTakeFirstOrThrow();
        await trx.updateTable("admins").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", existing.id).execute();
        // A new password ends every session signed in with the old one.
        await trx.deleteFrom("sessions").where("admin_id", "=", existing.id).execute();
        return { done: "password-changed" };
      }
      if (!replace) return { done: "nothing", existing: admins.map((admin) => admin.email) };
      // The oldest account stays and takes the new e-mail; every session of every account ends.
      const [kept, ...others] = admins.map((admin) => admin.id);
      const ended = admins.map((admin) => admin.id);
      await trx.deleteFrom("sessions").where("admin_id", "in", ended).execute();
      if (others.length > 0) await trx.deleteFrom("admins").where("id", "in", others).execute();
      await trx
        .updateTable("admins")
        .set({ email: normalised, password_hash: passwordHash, updated_at: at })
        .where("id", "=", kept ?? -1)
        .execute();
      return { done: "replaced" };
    });
  }

  async createSession({
    id,
    adminId,
    now,
    expiresAt,
    method = "password",
    actor = "system",
  }: {
    id: string;
    adminId: number;
    now: Date;
    expiresAt: Date;
    method?: SignInMethod;
    actor?: string;
  }): Promise<void> {
    const at = now.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto("sessions")
        .values({ id, admin_id: adminId, created_at: at, last_seen_at: at, expires_at: expiresAt.toISOString(), method, verified_at: at })
        .execute();
      if (method !== "password")
        await trx
          .insertInto("audit_log")
          .values({ at, actor, action: "sign-in", entity: "session", entity_id: adminId, details: JSON.stringify({ method }) })
          .execute();
    });
  }

  async findSession(id: string): Promise<StoredSession | undefined> {
    const row = await this.#db
      .selectFrom("sessions")
      .innerJoin("admins", "admins.id", "sessions.admin_id")
      .select([
        "sessions.admin_id",
        "admins.email",
        "sessions.created_at",
        "sessions.last_seen_at",
        "sessions.expires_at",
        "sessions.method",
        "sessions.verified_at",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    return (
      row && {
        adminId: row.admin_id,
        email: row.email,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        method: row.method as SignInMethod,
        verifiedAt: row.verified_at ?? row.created_at,
      }
    );
  }

  async touchSession(id: string, now: Date): Promise<void> {
    await this.#db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.#db.deleteFrom("sessions").where("id", "=", id).execute();
  }

  async deleteExpiredSessions(now: Date, idleLimitMs: number): Promise<number> {
    const result = await this.#db
      .deleteFrom("sessions")
      .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", new Date(now.getTime() - idleLimitMs).toISOString())]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countAttempt(key: string, windowMs: number, now: Date): Promise<{ attempts: number; windowStartedAt: string }> {
    const at = now.toISOString();
    const windowOver = new Date(now.getTime() - windowMs).toISOString();
    // One upsert with RETURNING (SQLite and PostgreSQL alike): the count a request sees already includes every
    // attempt that came before it, however many run at once. Both SET expressions read the row as it was.
    const row = await this.#db
      .insertInto("login_throttle")
      .values({ key, failures: 1, window_started_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when("login_throttle.window_started_at", "<=", windowOver)
            .then(eb.lit(1))
            .else(eb("login_throttle.failures", "+", eb.lit(1)))
            .end(),
          window_started_at: eb
            .case()
            .when("login_throttle.window_started_at", "<=", windowOver)
            .then(at)
            .else(eb.ref("login_throttle.window_started_at"))
            .end(),
        })),
      )
      .returning(["failures", "window_started_at"])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.failures), windowStartedAt: row.window_started_at };
  }

  async readAttempts(key: string, windowMs: number, now: Date): Promise<{ attempts: number; windowStartedAt: string }> {
    const row = await this.#db.selectFrom("login_throttle").select(["failures", "window_started_at"]).where("key", "=", key).executeTakeFirst();
    const windowOver = new Date(now.getTime() - windowMs).toISOString();
    if (!row || row.window_started_at <= windowOver) return { attempts: 0, windowStartedAt: now.toISOString() };
    return { attempts: Number(row.failures), windowStartedAt: row.window_started_at };
  }

  async forgiveAttempt(key: string): Promise<void> {
    await this.#db
      .updateTable("login_throttle")
      .set((eb) => ({ failures: eb("failures", "-", eb.lit(1)) }))
      .where("key", "=", key)
      .where("failures", ">", 0)
      .execute();
  }

  async clearThrottlesStartingWith(prefix: string): Promise<void> {
    // substr rather than LIKE: the prefix is compared as it is, with no wildcard characters to escape.
    await this.#db
      .deleteFrom("login_throttle")
      .where((eb) => eb(eb.fn<string>("substr", [eb.ref("key"), eb.lit(1), eb.lit([...prefix].length)]), "=", prefix))
      .execute();
  }

  async deleteStaleThrottles(before: Date): Promise<number> {
    const cutoff = before.toISOString();
    const result = await this.#db
      .deleteFrom("login_throttle")
      .where("window_started_at", "<", cutoff)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", cutoff)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async clearThrottle(key: string): Promise<void> {
    await this.#db.deleteFrom("login_throttle").where("key", "=", key).execute();
  }
}
