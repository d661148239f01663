/** The longest `whenIdle` waits for the browser to be idle, unless told otherwise, before it runs its work anyway. */
const IDLE_WAIT_MS = 1500;

/** Where the browser has no `requestIdleCallback` (Safari), the work waits this long instead. */
const NO_IDLE_CALLBACK_WAIT_MS = 200;

/**
 * Runs `run` when the browser is next idle, and within `within` ms at the latest (IDLE_WAIT_MS unless given;
 * null: whenever the browser is next idle, however long that takes). Returns a cancel.
 */
export function whenIdle(run: () => void, within: number | null = IDLE_WAIT_MS): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => run(), within === null ? undefined : { timeout: within });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, NO_IDLE_CALLBACK_WAIT_MS);
  return () => clearTimeout(timer);
}
