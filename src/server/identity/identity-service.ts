import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { type Clock, systemClock } from "../clock.ts";
import type { IdentityStore } from "../store/identity-store.ts";
import { DEFAULT_SCRYPT_LOG_N, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { ACCOUNT_POLICY, ADDRESS_POLICY, LoginThrottle } from "./throttle.ts";

/** A failure counter is kept this long after its window opened (and its lock ended), then swept. */
const THROTTLE_RETENTION_MS = Math.max(ACCOUNT_POLICY.windowMs, ADDRESS_POLICY.windowMs);

export interface IdentityOptions {
  /** A session unused this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteTimeoutMs: number;
  /** scrypt cost as log2(N); tests lower it to stay fast. */
  scryptLogN: number;
  now: Clock;
}

export const defaultIdentityOptions: IdentityOptions = {
  idleTimeoutMs: 2 * 60 * 60_000,
  absoluteTimeoutMs: 12 * 60 * 60_000,
  scryptLogN: DEFAULT_SCRYPT_LOG_N,
  now: systemClock,
};

export interface SignedInAdmin {
  adminId: number;
  email: string;
}

export type SignInResult = { ok: true; token: string; admin: SignedInAdmin } | { ok: false; status: 401 | 429; message: string };

/** The same words whether the e-mail is unknown or the password wrong. */
export const INVALID_CREDENTIALS = "Invalid email or password";

export const adminEmailSchema = z.email({ error: "a valid e-mail address is required" }).max(254);

export class AdminSetupError extends Error {}

/** Sessions are looked up by a hash of the cookie's token, never by the token itself. */
function sessionId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The embedded identity provider: e-mail and password sign-in with scrypt,
 * server-side sessions with idle and absolute expiry, and throttling of
 * failed attempts per account and per client address.
 */
export class IdentityService {
  readonly #store: IdentityStore;
  readonly #options: IdentityOptions;
  readonly #throttle: LoginThrottle;
  #dummyHash: Promise<string> | undefined;

  constructor(store: IdentityStore, options: Partial<IdentityOptions> = {}) {
    this.#store = store;
    this.#options = { ...defaultIdentityOptions, ...options };
    this.#throttle = new LoginThrottle(store);
  }

  get options(): IdentityOptions {
    return this.#options;
  }

  /** Creates the admin account or gives it a new password (ending its sessions). True when created. */
  async setAdminPassword(email: string, password: string): Promise<boolean> {
    const parsedEmail = adminEmailSchema.safeParse(email.trim());
    if (!parsedEmail.success) throw new AdminSetupError(`Admin e-mail: ${parsedEmail.error.issues[0]?.message ?? "invalid"}`);
    const problem = passwordProblem(password);
    if (problem) throw new AdminSetupError(problem);
    return this.#store.setAdminPassword(parsedEmail.data, await hashPassword(password, this.#options.scryptLogN), this.#options.now());
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.#store.countAdmins()) > 0;
  }

  async signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
    const now = this.#options.now();
    const accountKey = `email:${email.trim().toLowerCase()}`;
    const addressKey = `address:${clientAddress}`;
    const wait = Math.max(await this.#throttle.lockedFor(accountKey, now), await this.#throttle.lockedFor(addressKey, now));
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      return { ok: false, status: 429, message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
    }

    const account = await this.#store.findAdminByEmail(email.trim());
    // Without an account, still spend the time of a real check, so timing does not tell which e-mails exist.
    const valid = account ? await verifyPassword(password, account.passwordHash) : await this.#spendEqualTime(password);
    if (!account || !valid) {
      await this.#throttle.recordFailure(accountKey, ACCOUNT_POLICY, now);
      await this.#throttle.recordFailure(addressKey, ADDRESS_POLICY, now);
      return { ok: false, status: 401, message: INVALID_CREDENTIALS };
    }

    await this.#throttle.clear(accountKey);
    // A fresh, unguessable id at every sign-in: no session fixation.
    const token = randomBytes(32).toString("base64url");
    await this.#store.createSession({
      id: sessionId(token),
      adminId: account.id,
      now,
      expiresAt: new Date(now.getTime() + this.#options.absoluteTimeoutMs),
    });
    return { ok: true, token, admin: { adminId: account.id, email: account.email } };
  }

  /** The signed-in admin for a cookie token, or null when the session is unknown, idle too long or too old. */
  async sessionFor(token: string | undefined): Promise<SignedInAdmin | null> {
    if (!token || token.length > 100) return null;
    const id = sessionId(token);
    const session = await this.#store.findSession(id);
    if (!session) return null;
    const now = this.#options.now();
    const idleSince = now.getTime() - new Date(session.lastSeenAt).getTime();
    if (now.getTime() >= new Date(session.expiresAt).getTime() || idleSince >= this.#options.idleTimeoutMs) {
      await this.#store.deleteSession(id);
      return null;
    }
    // Record activity at most once a minute: enough for the idle limit, without a write per request.
    if (idleSince > 60_000) await this.#store.touchSession(id, now);
    return { adminId: session.adminId, email: session.email };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.#store.deleteSession(sessionId(token));
  }

  /** Removes ended sessions, and sign-in failure counters (with their client addresses) that no longer count. */
  async sweep(): Promise<{ sessions: number; throttles: number }> {
    const now = this.#options.now();
    const sessions = await this.#store.deleteExpiredSessions(now, this.#options.idleTimeoutMs);
    const throttles = await this.#store.deleteStaleThrottles(new Date(now.getTime() - THROTTLE_RETENTION_MS));
    return { sessions, throttles };
  }

  async #spendEqualTime(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword(randomBytes(16).toString("hex"), this.#options.scryptLogN);
    await verifyPassword(password, await this.#dummyHash);
    return false;
  }
}
