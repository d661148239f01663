import { BoundedQueue } from "../http/bounded-queue.ts";
import { ClientError } from "../http/validation.ts";

/** Photos processed at once, and how many more may wait their turn (docs/decisions/040). */
export const PHOTO_JOBS = 2;
export const PHOTO_WAITING = 4;

export const busyMessage = "Of margar myndir eru í vinnslu núna. Reyndu aftur eftir smástund.";

/** Where uploads wait their turn: beyond the waiting places an upload is refused at once with 429. */
export const photoQueue = (running = PHOTO_JOBS, waiting = PHOTO_WAITING) => new BoundedQueue(running, waiting, () => new ClientError(429, busyMessage));
