/**
 * A worker that reads and measures uploaded GPX files, off the server's main thread
 * (docs/decisions/028), and packs a file that is to be stored (docs/decisions/046). Each
 * message is one file's bytes; each answer is the analysis, or the refusal a bad file earns. Anything else it throws ends the worker with an
 * error, which the caller treats as a fault of the server.
 */
import { parentPort } from "node:worker_threads";
import { GpxError } from "./gpx-error.ts";
import { parseGpx } from "./gpx-parser.ts";
import type { WorkerAnswer, WorkerQuestion } from "./gpx-worker-protocol.ts";
import { packGpx } from "./packed-gpx.ts";
import { analyseTrack } from "./track-analysis.ts";

function answer({ file, pack }: WorkerQuestion): WorkerAnswer {
  try {
    const analysis = analyseTrack(parseGpx(file));
    return { kind: "analysis", analysis, packed: pack ? packGpx(file) : null };
  } catch (error) {
    if (error instanceof GpxError) return { kind: "refused", status: error.statusCode, message: error.message };
    throw error;
  }
}

parentPort?.on("message", (question: WorkerQuestion) => {
  const reply = answer(question);
  // The packed file moves to the main thread instead of being copied.
  parentPort?.postMessage(reply, reply.kind === "analysis" && reply.packed ? [reply.packed.gzip.buffer as ArrayBuffer] : []);
});
