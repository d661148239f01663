/** The longest `whenIdle` waits for the browser to be idle before it runs its work anyway. */
export const IDLE_WAIT_MS = 1500;

/** Runs `run` when the browser is next idle, within IDLE_WAIT_MS at most; returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
