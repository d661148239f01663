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
/**
 * Per network (an IPv6 /48; for IPv4 the address counter already is the
 * network's): how much of the site-wide budget one network's many /64s may use.
 */
export const NETWORK_POLICY: ThrottlePolicy = { maxAttempts: 20, windowMs: 15 * 60_000 };
/** Per account, from any address: past five attempts each further one waits longer, but none is refused. */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxAttempts: 5, windowMs: 15 * 60_000 };
/**
 * The whole site: password checks a minute, shared by all servers. Roughly
 * what two cores can hash at N = 2^17; beyond it sign-in answers 503 for the
 * rest of the minute rather than letting many addresses together take the CPU.
 */
export const GLOBAL_POLICY: ThrottlePolicy = { maxAttempts: 120, windowMs: 60_000 };

/**
 * The counters' keys: JSON arrays that start with what is counted. The e-mail
 * and the address are JSON strings inside them, so no text typed as an e-mail
 * can make one counter's key equal another's (a key joined with a separator
 * could: "admin@site|address:1.2.3.4"). Rate limits use "rate:…" keys in the
 * same table, which no JSON array equals either.
 */
export const throttleKeys = {
  account: (email: string) => JSON.stringify(["account", email]),
  address: (client: string) => JSON.stringify(["address", client]),
  network: (network: string) => JSON.stringify(["network", network]),
  pair: (email: string, client: string) => JSON.stringify(["pair", email, client]),
  /** What every pair key of the account starts with (no other account's key starts so). */
  pairsOf: (email: string) => `${JSON.stringify(["pair", email]).slice(0, -1)},`,
  site: JSON.stringify(["site"]),
};

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

  /** Clears the account's counter and its counters per client address. */
  async clearAccount(email: string): Promise<void> {
    await this.#store.clearThrottle(throttleKeys.account(email));
    await this.#store.clearThrottlesStartingWith(throttleKeys.pairsOf(email));
  }
}
