/**
 * A worker that reads and measures uploaded GPX files, off the server's main thread
 * (docs/decisions/028). Each message is one file's bytes; each answer is the analysis,
 * or the refusal a bad file earns. Anything else it throws ends the worker with an
 * error, which the caller treats as a fault of the server.
 */
import { parentPort } from "node:worker_threads";
import { GpxError } from "./gpx-error.ts";
import { parseGpx } from "./gpx-parser.ts";
import type { WorkerAnswer } from "./gpx-worker-protocol.ts";
import { analyseTrack } from "./track-analysis.ts";

function answer(file: Uint8Array): WorkerAnswer {
  try {
    return { kind: "analysis", analysis: analyseTrack(parseGpx(file)) };
  } catch (error) {
    if (error instanceof GpxError) return { kind: "refused", status: error.statusCode, message: error.message };
    throw error;
  }
}

parentPort?.on("message", (file: Uint8Array) => parentPort?.postMessage(answer(file)));
