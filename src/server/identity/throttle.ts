import type { IdentityStore } from "../store/identity-store.ts";

export interface ThrottlePolicy {
  /** Attempts allowed within the window; more are refused (or, for the account, slowed) until it ends. */
  maxAttempts: number;
  windowMs: number;
}

/**
 * Per (account, client address): five wrong passwords in 15 minutes lock that
 * account for that client only, so a stranger cannot lock the real admin out.
 */
export const PAIR_POLICY: ThrottlePolicy = { maxAttempts: 5, windowMs: 15 * 60_000 };
/** Per client address, across accounts: more room (several people behind one network), same idea. */
export const ADDRESS_POLICY: ThrottlePolicy = { maxAttempts: 20, windowMs: 15 * 60_000 };
/** Per account, from any address: past five attempts each further one waits longer, but none is refused. */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxAttempts: 5, windowMs: 15 * 60_000 };
/**
 * The whole site: password checks a minute, shared by all servers. Roughly
 * what two cores can hash at N = 2^17; beyond it sign-in answers 503 for the
 * rest of the minute rather than letting many addresses together take the CPU.
 */
export const GLOBAL_POLICY: ThrottlePolicy = { maxAttempts: 120, windowMs: 60_000 };

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** Milliseconds until the window ends. */
  windowLeftMs: number;
}

/**
 * Counts sign-in attempts in the database, so every server process sees the
 * same counts. Each attempt is counted by one atomic statement BEFORE the
 * password is checked: a burst of parallel requests cannot all read "not yet
 * locked" and then check their passwords. Keys exist for any e-mail typed,
 * known or not, so the answers never reveal whether an account exists.
 */
export class LoginThrottle {
  readonly #store: IdentityStore;

  constructor(store: IdentityStore) {
    this.#store = store;
  }

  async count(key: string, policy: ThrottlePolicy, now: Date): Promise<AttemptCount> {
    const { attempts, windowStartedAt } = await this.#store.countAttempt(key, policy.windowMs, now);
    return { attempts, windowLeftMs: Math.max(0, new Date(windowStartedAt).getTime() + policy.windowMs - now.getTime()) };
  }

  /** A successful sign-in was counted as an attempt: take it back, so the admin's own sign-ins never add up to a lock. */
  async forgive(key: string): Promise<void> {
    await this.#store.forgiveAttempt(key);
  }

  async clear(key: string): Promise<void> {
    await this.#store.clearThrottle(key);
  }
}
