import type { IdentityStore } from "../store/identity-store.ts";

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Per account: five wrong passwords in 15 minutes lock that account's sign-in for 15 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per client address: more room (several people behind one network), same idea. */
export const ADDRESS_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/**
 * Counts failed sign-ins in the database, so every server process sees the
 * same counts. Keys exist for any e-mail typed, known or not, so the answers
 * never reveal whether an account exists.
 */
export class LoginThrottle {
  readonly #store: IdentityStore;

  constructor(store: IdentityStore) {
    this.#store = store;
  }

  /** Milliseconds until the key may try again, or 0. */
  async lockedFor(key: string, now: Date): Promise<number> {
    const state = await this.#store.getThrottle(key);
    if (!state?.lockedUntil) return 0;
    return Math.max(0, new Date(state.lockedUntil).getTime() - now.getTime());
  }

  async recordFailure(key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
    const state = await this.#store.getThrottle(key);
    const windowOpen = state !== undefined && now.getTime() - new Date(state.windowStartedAt).getTime() < policy.windowMs;
    const failures = windowOpen ? state.failures + 1 : 1;
    const windowStartedAt = windowOpen ? state.windowStartedAt : now.toISOString();
    const lockedUntil = failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs).toISOString() : null;
    await this.#store.saveThrottle(key, { failures, windowStartedAt, lockedUntil });
  }

  async clear(key: string): Promise<void> {
    await this.#store.clearThrottle(key);
  }
}
