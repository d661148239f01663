import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { type Clock, systemClock } from "../clock.ts";
import type { BoundedQueue } from "../http/bounded-queue.ts";
import type { AdminSummary, IdentityStore } from "../store/identity-store.ts";
import { clientKey, networkKey } from "./client-address.ts";
import { HashGateFullError, hashGate } from "./hash-gate.ts";
import { isKnownDevice, KNOWN_DEVICE_COOKIE_BASE, knownDeviceMarker } from "./known-device.ts";
import { DEFAULT_SCRYPT_LOG_N, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { ACCOUNT_POLICY, ADDRESS_POLICY, GLOBAL_POLICY, LoginThrottle, NETWORK_POLICY, PAIR_POLICY, type ThrottlePolicy, throttleKeys } from "./throttle.ts";

/** A counter is kept this long after its window opened, then swept. */
const THROTTLE_RETENTION_MS = Math.max(ACCOUNT_POLICY.windowMs, ADDRESS_POLICY.windowMs, NETWORK_POLICY.windowMs, PAIR_POLICY.windowMs, GLOBAL_POLICY.windowMs);

export interface IdentityOptions {
  /** A session unused this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteTimeoutMs: number;
  /** scrypt cost as log2(N); tests lower it to stay fast. */
  scryptLogN: number;
  now: Clock;
  /** Checks a password against a stored hash; tests count the calls. */
  checkPassword: (password: string, storedHash: string) => Promise<boolean>;
  /** Password checks run at once in this process, and how many may wait for a turn (more: 503). */
  hashConcurrency: number;
  hashQueue: number;
  /** Delay per attempt on an account past ACCOUNT_POLICY's count (from any address), up to accountSlowdownMaxMs. */
  accountSlowdownMs: number;
  accountSlowdownMaxMs: number;
  /** How the slowdown waits; tests record the waits instead of timing them. */
  wait: (milliseconds: number) => Promise<void>;
  /**
   * Production: the cookies are named __Host-… and always Secure, so the browser
   * keeps it only from HTTPS, for this host alone (no subdomain can set or
   * overwrite it). Off for development and tests over plain http.
   */
  secureCookies: boolean;
}

export const defaultIdentityOptions: IdentityOptions = {
  idleTimeoutMs: 2 * 60 * 60_000,
  absoluteTimeoutMs: 12 * 60 * 60_000,
  scryptLogN: DEFAULT_SCRYPT_LOG_N,
  now: systemClock,
  checkPassword: verifyPassword,
  hashConcurrency: 2,
  hashQueue: 8,
  accountSlowdownMs: 1000,
  accountSlowdownMaxMs: 10_000,
  wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
  secureCookies: false,
};

export interface SignedInAdmin {
  adminId: number;
  email: string;
}

export type SignInResult =
  /** knownDevice: the signed marker for the known-device cookie. */
  | { ok: true; token: string; knownDevice: string; admin: SignedInAdmin }
  | { ok: false; status: 401; message: string }
  /** Throttled (429) or the server too busy to check a password now (503): try again after retryAfterSeconds. */
  | { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };

export const SESSION_COOKIE_BASE = "rafhjol_session";

/** The same words whether the e-mail is unknown or the password wrong. */
export const INVALID_CREDENTIALS = "Invalid email or password";

export const adminEmailSchema = z.email({ error: "a valid e-mail address is required" }).max(254);

export class AdminSetupError extends Error {}

/** The site has an admin with another e-mail, and replacing it was not asked for. */
export class AdminExistsError extends AdminSetupError {
  readonly existing: string[];
  constructor(existing: string[]) {
    super(`The site already has an admin: ${existing.join(", ")}`);
    this.existing = existing;
  }
}

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
  readonly #hashGate: BoundedQueue;
  #dummyHash: Promise<string> | undefined;

  constructor(store: IdentityStore, options: Partial<IdentityOptions> = {}) {
    this.#store = store;
    this.#options = { ...defaultIdentityOptions, ...options };
    this.#throttle = new LoginThrottle(store);
    this.#hashGate = hashGate(this.#options.hashConcurrency, this.#options.hashQueue);
  }

  get options(): IdentityOptions {
    return this.#options;
  }

  /** The session cookie's name: see IdentityOptions.secureCookies. */
  get cookieName(): string {
    return this.#options.secureCookies ? `__Host-${SESSION_COOKIE_BASE}` : SESSION_COOKIE_BASE;
  }

  /** The known-device cookie's name (see known-device.ts), prefixed like the session cookie's. */
  get knownDeviceCookieName(): string {
    return this.#options.secureCookies ? `__Host-${KNOWN_DEVICE_COOKIE_BASE}` : KNOWN_DEVICE_COOKIE_BASE;
  }

  /**
   * Creates the site's admin account, or gives it a new password. An admin with
   * another e-mail is replaced only when asked (`replace`): a mistyped e-mail
   * must not create a second admin. Any change ends the account's sessions and
   * makes its known devices unknown.
   */
  async setAdminPassword(
    email: string,
    password: string,
    { replace = false }: { replace?: boolean } = {},
  ): Promise<"created" | "password-changed" | "replaced"> {
    const parsedEmail = adminEmailSchema.safeParse(email.trim());
    if (!parsedEmail.success) throw new AdminSetupError(`Admin e-mail: ${parsedEmail.error.issues[0]?.message ?? "invalid"}`);
    const newEmail = parsedEmail.data.toLowerCase();
    const problem = passwordProblem(password);
    if (problem) throw new AdminSetupError(problem);
    const before = await this.#store.listAdmins();
    const outcome = await this.#store.saveAdmin(newEmail, await hashPassword(password, this.#options.scryptLogN), this.#options.now(), { replace });
    if (outcome.done === "nothing") throw new AdminExistsError(outcome.existing);
    // A reset is also how the admin ends any slowdown or lock others caused on the account.
    for (const { email: old } of before) await this.#throttle.clearAccount(old);
    await this.#throttle.clearAccount(newEmail);
    return outcome.done;
  }

  /** The admin accounts, oldest first: the site has one. */
  async admins(): Promise<AdminSummary[]> {
    return this.#store.listAdmins();
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.#store.countAdmins()) > 0;
  }

  /**
   * Every attempt is counted before any password is checked, by one atomic
   * statement per counter, so parallel requests cannot slip past a limit:
   * per client address (20; an IPv6 client is its /64), per (account,
   * address) (5) — a lock there shuts out that client only — per network
   * (20; an IPv6 /48, so one customer's many /64s are one share of the site's
   * budget), per account from anywhere (past 5, each attempt waits longer but
   * is never refused, so the real admin can always sign in from a fresh
   * address), and for the whole site (GLOBAL_POLICY). A browser where this
   * account signed in before (the known-device cookie) skips the network's
   * share and the site's budget, the two that strangers elsewhere can use up.
   */
  async signIn(email: string, password: string, ipAddress: string, knownDevice?: string): Promise<SignInResult> {
    const now = this.#options.now();
    const typed = email.trim().toLowerCase();
    const client = clientKey(ipAddress);
    const network = networkKey(ipAddress);
    const accountKey = throttleKeys.account(typed);
    const addressKey = throttleKeys.address(client);
    const pairKey = throttleKeys.pair(typed, client);
    // For IPv4 the network is the address, already counted.
    const networkCounter = network === client ? undefined : throttleKeys.network(network);

    const throttled = await this.#countOrRefuse(
      [
        [addressKey, ADDRESS_POLICY],
        [pairKey, PAIR_POLICY],
      ],
      now,
    );
    if (throttled) return throttled;

    const found = await this.#store.findAdminByEmail(typed);
    const known = isKnownDevice(knownDevice, found);
    if (!known && networkCounter) {
      const refused = await this.#countOrRefuse([[networkCounter, NETWORK_POLICY]], now);
      if (refused) return refused;
    }
    const account = await this.#throttle.count(accountKey, ACCOUNT_POLICY, now);
    if (!known) {
      const site = await this.#throttle.count(throttleKeys.site, GLOBAL_POLICY, now);
      if (site.attempts > GLOBAL_POLICY.maxAttempts) {
        // Refused unchecked because of what others did: not held against this client, so the admin
        // who retries while the site is busy does not lock their own address for 15 minutes.
        for (const key of [addressKey, pairKey, networkCounter, accountKey]) if (key) await this.#throttle.forgive(key);
        return this.#busy(Math.max(1, Math.ceil(site.windowLeftMs / 1000)));
      }
    }

    const excess = account.attempts - ACCOUNT_POLICY.maxAttempts;
    if (excess > 0) await this.#options.wait(Math.min(excess * this.#options.accountSlowdownMs, this.#options.accountSlowdownMaxMs));

    let valid: boolean;
    try {
      const stored = found?.passwordHash;
      // Without an account, still spend the time of a real check, so timing does not tell which e-mails exist.
      valid = await this.#hashGate.run(() => (stored ? this.#options.checkPassword(password, stored) : this.#spendEqualTime(password)));
    } catch (error) {
      if (error instanceof HashGateFullError) return this.#busy(2, error.message);
      throw error;
    }
    if (!found || !valid) return { ok: false, status: 401, message: INVALID_CREDENTIALS };

    // The right password: this client's lock counter starts afresh, and the attempt does not count against the address.
    await this.#throttle.clear(pairKey);
    await this.#throttle.forgive(addressKey);
    if (networkCounter && !known) await this.#throttle.forgive(networkCounter);
    await this.#throttle.forgive(accountKey);
    // A fresh, unguessable id at every sign-in: no session fixation.
    const token = randomBytes(32).toString("base64url");
    await this.#store.createSession({
      id: sessionId(token),
      adminId: found.id,
      now,
      expiresAt: new Date(now.getTime() + this.#options.absoluteTimeoutMs),
    });
    return { ok: true, token, knownDevice: knownDeviceMarker(found), admin: { adminId: found.id, email: found.email } };
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
    await this.#options.checkPassword(password, await this.#dummyHash);
    return false;
  }

  /** Counts the attempt on each counter in turn; the first one past its limit refuses it with 429. */
  async #countOrRefuse(counters: [string, ThrottlePolicy][], now: Date): Promise<SignInResult | undefined> {
    for (const [key, policy] of counters) {
      const count = await this.#throttle.count(key, policy, now);
      if (count.attempts > policy.maxAttempts) {
        const minutes = Math.max(1, Math.ceil(count.windowLeftMs / 60_000));
        return {
          ok: false,
          status: 429,
          message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          retryAfterSeconds: Math.max(1, Math.ceil(count.windowLeftMs / 1000)),
        };
      }
    }
    return undefined;
  }

  #busy(retryAfterSeconds: number, message = "Too many sign-in attempts on the site just now. Try again shortly."): SignInResult {
    return { ok: false, status: 503, message, retryAfterSeconds };
  }
}
