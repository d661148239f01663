import { ClientError } from "../http/validation.ts";

/** Photos processed at once, and how many more may wait their turn (docs/decisions/040). */
export const PHOTO_JOBS = 2;
export const PHOTO_WAITING = 4;

export const busyMessage = "Of margar myndir eru í vinnslu núna. Reyndu aftur eftir smástund.";

/**
 * Runs at most `running` jobs at once, in the order they came; up to `waiting` more wait, and any beyond
 * that are refused at once with 429, so a burst of uploads neither piles up memory nor takes every
 * libuv thread the rest of the server needs.
 */
export class PhotoQueue {
  readonly #running: number;
  readonly #waiting: number;
  #active = 0;
  readonly #queue: (() => void)[] = [];

  constructor(running = PHOTO_JOBS, waiting = PHOTO_WAITING) {
    this.#running = running;
    this.#waiting = waiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#active >= this.#running) {
      if (this.#queue.length >= this.#waiting) throw new ClientError(429, busyMessage);
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
