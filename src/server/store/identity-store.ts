/** The embedded identity provider's data: admin accounts, sessions and sign-in throttling. */
export interface AdminAccount {
  id: number;
  email: string;
  passwordHash: string;
}

export interface StoredSession {
  adminId: number;
  email: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface IdentityStore {
  countAdmins(): Promise<number>;
  findAdminByEmail(email: string): Promise<AdminAccount | undefined>;
  /** Creates the account, or sets a new password and ends all its sessions; true when created. */
  setAdminPassword(email: string, passwordHash: string, now: Date): Promise<boolean>;
  createSession(session: { id: string; adminId: number; now: Date; expiresAt: Date }): Promise<void>;
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
  /** Removes the account's counter and its per-address counters ("email:…" and "email:…|address:…"). */
  clearAccountThrottles(email: string): Promise<void>;
  /** Removes counters whose window and lock both ended before `before`. */
  deleteStaleThrottles(before: Date): Promise<number>;
}
