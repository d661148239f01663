import { Worker } from "node:worker_threads";
import { BoundedQueue } from "../http/bounded-queue.ts";
import { GpxError } from "./gpx-error.ts";
import type { WorkerAnswer } from "./gpx-worker-protocol.ts";
import type { PackedGpx } from "./packed-gpx.ts";
import type { TrackAnalysis } from "./track-analysis.ts";

/** The longest an analysis may take before its worker is stopped and the file refused. */
export const ANALYSIS_TIME_LIMIT_MS = 5000;
/** Analyses running at once; more wait in line. */
const RUNNING_AT_ONCE = 2;
/** Analyses waiting at most; more are refused until the line is shorter. */
const WAITING_AT_MOST = 4;
/** A worker's heap: enough for the largest file accepted, and a file that needs more ends the worker, not the server. */
const WORKER_HEAP_MB = 512;

export interface AnalyseGpxOptions {
  timeLimitMs?: number;
  /** The worker's module; tests give one that never answers. */
  workerUrl?: URL;
}

const defaultWorker = new URL("./gpx-worker.ts", import.meta.url);

/**
 * Parses and measures an uploaded GPX file in a worker thread of its own, so the
 * event loop that answers every visitor is never held by it (docs/decisions/028).
 * Resolves with the analysis; rejects with a GpxError the admin can act on: the
 * file's own fault (400/413), more than the time limit (422), or too many files
 * at once (429). A fault of the server itself rejects with a plain Error (500).
 */
export async function analyseGpx(file: Uint8Array, options: AnalyseGpxOptions = {}): Promise<TrackAnalysis> {
  return (await inLine(file, false, options)).analysis;
}

/** As analyseGpx, and the file packed for storing by the same worker (docs/decisions/046). */
export async function analyseGpxForStorage(file: Uint8Array, options: AnalyseGpxOptions = {}): Promise<{ analysis: TrackAnalysis; packed: PackedGpx }> {
  const { analysis, packed } = await inLine(file, true, options);
  if (!packed) throw new Error("the GPX worker did not pack the file");
  return { analysis, packed };
}

type Analysed = Extract<WorkerAnswer, { kind: "analysis" }>;

/** Analyses wait their turn here; past the waiting places a file is refused at once. */
const line = new BoundedQueue(
  RUNNING_AT_ONCE,
  WAITING_AT_MOST,
  () => new GpxError(429, "Too many GPX files are being analysed at once. Try again in a few seconds."),
);

function inLine(file: Uint8Array, pack: boolean, options: AnalyseGpxOptions): Promise<Analysed> {
  return line.run(() => inWorker(file, pack, options));
}

/** Workers that finished an analysis, kept for the next one: starting a worker costs more than most analyses. */
const idle: Worker[] = [];

function inWorker(file: Uint8Array, pack: boolean, { timeLimitMs = ANALYSIS_TIME_LIMIT_MS, workerUrl = defaultWorker }: AnalyseGpxOptions): Promise<Analysed> {
  const reusable = workerUrl.href === defaultWorker.href;
  let kept = reusable ? idle.pop() : undefined;
  // A worker that ended while it waited (its thread id is then -1) is left behind.
  while (kept && kept.threadId < 0) kept = idle.pop();
  const worker = kept ?? new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  worker.ref();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (healthy && reusable) {
        // An idle worker does not keep the process alive.
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(
          () =>
            reject(
              new GpxError(
                422,
                `The GPX file took more than ${timeLimitMs / 1000} seconds to analyse and was refused. A file with fewer points may go through.`,
              ),
            ),
          false,
        ),
      timeLimitMs,
    );
    const onMessage = (answer: WorkerAnswer) =>
      settle(() => (answer.kind === "analysis" ? resolve(answer) : reject(new GpxError(answer.status, answer.message))), true);
    const onError = (error: Error & { code?: string }) =>
      settle(
        () =>
          reject(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new GpxError(422, "The GPX file needs more memory to analyse than the server allows and was refused.")
              : error,
          ),
        false,
      );
    const onExit = (code: number) => settle(() => reject(new Error(`the GPX worker stopped with code ${code} before answering`)), false);
    worker.once("message", onMessage).once("error", onError).once("exit", onExit);
    // A large body of its own moves to the worker instead of being copied; the caller is done with it.
    const movable = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength && file.byteLength > Buffer.poolSize;
    worker.postMessage({ file, pack }, movable ? [file.buffer as ArrayBuffer] : []);
  });
}
