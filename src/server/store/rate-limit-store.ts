import { createHmac } from "node:crypto";
import type { Clock } from "../clock.ts";
import type { IdentityStore } from "./identity-store.ts";

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to child(): the route's limit options, and the route itself as routeInfo. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps its counters in the database
 * (the sign-in counters' table, keys "rate:…"), so N servers behind a proxy
 * allow the limit once, not N times, and a restart does not reset them. Each
 * request is counted by one atomic upsert that returns its own count; the
 * plugin's in-memory store shares one mutable counter between parallel
 * requests, so a burst over the limit was refused as a whole. Windows follow
 * the app's clock.
 */
export function databaseRateLimitStore(store: Pick<IdentityStore, "countAttempt" | "readAttempts">, clock: Clock) {
  return class DatabaseRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = "rate:") {
      this.#prefix = prefix;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      const now = clock();
      store.countAttempt(`${this.#prefix}${key}`, timeWindow, now).then(
        ({ attempts, windowStartedAt }) =>
          callback(null, { current: attempts, ttl: Math.max(0, new Date(windowStartedAt).getTime() + timeWindow - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: IncrementCallback, timeWindow: number): void {
      const now = clock();
      store.readAttempts(`${this.#prefix}${key}`, timeWindow, now).then(
        ({ attempts, windowStartedAt }) =>
          callback(null, { current: attempts, ttl: Math.max(0, new Date(windowStartedAt).getTime() + timeWindow - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    /** One counter per route and client, as each route has its own limit. */
    child(routeOptions: object): DatabaseRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = [route?.method ?? ""].flat().join(",");
      return new DatabaseRateLimitStore(routeOptions, `rate:${method} ${route?.url ?? ""}|`);
    }
  };
}

/**
 * What a rate limit counts a client by, instead of its address: HMAC-SHA-256 of the address under a key
 * derived from the configured secret and the current UTC day (by the app's clock). Every server with the
 * same secret counts a client alike; the stored counters hold no address, and without the secret, which
 * is never stored, they cannot be matched to one, not even by trying every IPv4 address. A new day's key
 * makes yesterday's counters unrelated to today's (docs/decisions/030).
 */
export function dailyClientHash(secret: string, clock: Clock): (client: string) => string {
  let day = "";
  let dayKey = Buffer.alloc(0);
  return (client) => {
    const today = clock().toISOString().slice(0, 10);
    if (today !== day) {
      dayKey = createHmac("sha256", secret).update(`rate-limit-day:${today}`).digest();
      day = today;
    }
    return createHmac("sha256", dayKey).update(client).digest("base64url");
  };
}
