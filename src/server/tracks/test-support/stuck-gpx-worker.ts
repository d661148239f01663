/** A GPX worker for tests that never answers: it spins on the first file it gets, as a worst-case file would. */
import { parentPort } from "node:worker_threads";

parentPort?.on("message", () => {
  for (;;) {
    // Busy, never yielding: only terminating the thread ends it.
  }
});
