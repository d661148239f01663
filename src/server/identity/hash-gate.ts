import { BoundedQueue } from "../http/bounded-queue.ts";

/** Thrown when the gate's queue is full; the sign-in route answers 503 with Retry-After. */
export class HashGateFullError extends Error {
  constructor() {
    super("Too many sign-ins at once. Try again in a few seconds.");
  }
}

/**
 * Limits how many password hashes run at once in this process. Each scrypt
 * check at N = 2^17 takes about 128 MiB and 0.3 s of a core; unbounded, a
 * burst of sign-ins would queue hundreds in libuv's thread pool and stall
 * everything else that uses it (files, compression) and the memory. A few
 * wait their turn; past the queue, the caller is told to come back.
 */
export const hashGate = (concurrency: number, maxQueued: number) => new BoundedQueue(concurrency, maxQueued, () => new HashGateFullError());
