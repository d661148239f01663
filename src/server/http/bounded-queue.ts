/**
 * Runs at most `running` jobs at once, in the order they came; up to `waiting` more wait their turn, and any
 * beyond that are refused at once with the error `full` makes. The server's costly work goes through one of
 * these (password hashes, photos, GPX analyses), so a burst neither piles up memory nor takes every libuv
 * thread or core the rest of the server needs.
 */
export class BoundedQueue {
  readonly #running: number;
  readonly #waiting: number;
  readonly #full: () => Error;
  #active = 0;
  readonly #queue: (() => void)[] = [];

  constructor(running: number, waiting: number, full: () => Error) {
    this.#running = running;
    this.#waiting = waiting;
    this.#full = full;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#active >= this.#running) {
      if (this.#queue.length >= this.#waiting) throw this.#full();
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    } else {
      this.#active++;
    }
    try {
      return await job();
    } finally {
      // The finished job's place passes straight to the next one waiting, if any.
      const next = this.#queue.shift();
      if (next) next();
      else this.#active--;
    }
  }
}
