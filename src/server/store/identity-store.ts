/** The embedded identity provider's data: admin accounts, sessions and sign-in throttling. */
export interface AdminAccount {
  id: number;
  email: string;
  passwordHash: string;
  /** The password no longer signs in: a passkey or a recovery code does. */
  passkeyRequired?: boolean;
}

/** How a session began. */
export type SignInMethod = "password" | "passkey" | "recovery-code";

/** An admin account as `npm run admin -- --show` tells it: no password hash. */
export interface AdminSummary {
  email: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * What saveAdmin did: created the first account; gave the account with this
 * e-mail a new password; replaced the site's admin (new e-mail and password);
 * or nothing, because another admin exists and replacing was not asked for.
 */
export type AdminSaveOutcome = { done: "created" | "password-changed" | "replaced" } | { done: "nothing"; existing: string[] };

export interface StoredSession {
  adminId: number;
  email: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  method?: SignInMethod;
  /** When its admin last proved who they are: the sign-in, or a later confirmation. */
  verifiedAt?: string;
}

export interface IdentityStore {
  countAdmins(): Promise<number>;
  findAdminByEmail(email: string): Promise<AdminAccount | undefined>;
  /** The admin accounts, oldest first (the site has one; older versions could create more). */
  listAdmins(): Promise<AdminSummary[]>;
  /**
   * In one transaction: creates the account when there is none; sets a new
   * password when the account with this e-mail exists; otherwise, with
   * `replace`, gives the site's one admin this e-mail and password (removing
   * any others), and without it changes nothing. Any change of e-mail or
   * password ends the account's sessions.
   */
  saveAdmin(email: string, passwordHash: string, now: Date, options: { replace: boolean }): Promise<AdminSaveOutcome>;
  /** A session that began with a passkey or a recovery code is also recorded in the audit log, marked so. */
  createSession(session: { id: string; adminId: number; now: Date; expiresAt: Date; method?: SignInMethod; actor?: string }): Promise<void>;
  findSession(id: string): Promise<StoredSession | undefined>;
  touchSession(id: string, now: Date): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteExpiredSessions(now: Date, idleLimitMs: number): Promise<number>;
  /**
   * Adds one attempt to the key's counter in one atomic statement (a new window
   * when the last one is older than windowMs) and returns the count after it.
   */
  countAttempt(key: string, windowMs: number, now: Date): Promise<{ attempts: number; windowStartedAt: string }>;
  /** The key's count without adding to it (0 when its window is over). */
  readAttempts(key: string, windowMs: number, now: Date): Promise<{ attempts: number; windowStartedAt: string }>;
  /** Takes one attempt back (never below zero). */
  forgiveAttempt(key: string): Promise<void>;
  clearThrottle(key: string): Promise<void>;
  /** Removes every counter whose key starts with the prefix. */
  clearThrottlesStartingWith(prefix: string): Promise<void>;
  /** Removes counters whose window and lock both ended before `before`. */
  deleteStaleThrottles(before: Date): Promise<number>;
}
