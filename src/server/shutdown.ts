import type { FastifyInstance } from "fastify";

/** How long requests under way may take to finish once the server is told to stop. */
export const STOP_GRACE_MS = 10_000;

export interface StopOptions {
  /** Ends the process: 0 once everything closed, 1 when requests were still running at the deadline. */
  exit: (code: number) => void;
  /** Calls `then` after `ms`, without keeping the process alive for it (a test calls it itself). */
  deadline: (ms: number, then: () => void) => void;
}

const processStop: StopOptions = {
  exit: (code) => process.exit(code),
  deadline: (ms, then) => void setTimeout(then, ms).unref(),
};

/**
 * Stops the server: no new requests, requests under way finish, then the database closes and the process
 * exits. A process manager must not wait on a stuck request forever, so at STOP_GRACE_MS it exits anyway.
 * Every write is one transaction, so anything cut off then was never acknowledged and left no trace.
 * Returns the function to call with the signal's name; a second call does nothing.
 */
export function stopper(app: FastifyInstance, closeStore: () => Promise<void>, options: StopOptions = processStop): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    options.deadline(STOP_GRACE_MS, () => {
      app.log.error(`requests still running ${STOP_GRACE_MS / 1000} s after the stop signal: exiting anyway`);
      options.exit(1);
    });
    // Close HTTP first (no new requests; idle keep-alive connections closed) so in-flight requests finish
    // their writes, then the database. A keep-alive connection whose request finishes after this point
    // turns idle only then, so idle connections are closed again until the server has closed.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await closeStore();
    options.exit(0);
  };
}
