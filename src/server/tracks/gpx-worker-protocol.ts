import type { PackedGpx } from "./packed-gpx.ts";
import type { TrackAnalysis } from "./track-analysis.ts";

/** What the GPX worker is asked: one file's bytes, and whether to pack it for storing too. */
export interface WorkerQuestion {
  file: Uint8Array;
  pack: boolean;
}

/** What the GPX worker posts back: the analysis (and the packed file when asked), or why the file is refused. */
export type WorkerAnswer = { kind: "analysis"; analysis: TrackAnalysis; packed: PackedGpx | null } | { kind: "refused"; status: number; message: string };
