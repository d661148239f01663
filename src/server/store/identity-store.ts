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

export interface ThrottleState {
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
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
  getThrottle(key: string): Promise<ThrottleState | undefined>;
  saveThrottle(key: string, state: ThrottleState): Promise<void>;
  clearThrottle(key: string): Promise<void>;
  /** Removes counters whose window and lock both ended before `before`. */
  deleteStaleThrottles(before: Date): Promise<number>;
}
