import type { TrackAnalysis } from "./track-analysis.ts";

/** What the GPX worker posts back: the analysis, or why the file is refused. */
export type WorkerAnswer = { kind: "analysis"; analysis: TrackAnalysis } | { kind: "refused"; status: number; message: string };
