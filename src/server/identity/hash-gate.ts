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
export class HashGate {
  readonly #concurrency: number;
  readonly #maxQueued: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency: number, maxQueued: number) {
    this.#concurrency = concurrency;
    this.#maxQueued = maxQueued;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#concurrency) {
      if (this.#waiting.length >= this.#maxQueued) throw new HashGateFullError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
