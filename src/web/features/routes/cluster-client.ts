import { answer, type ClusterAnswer, type ClusterQuestion, type ClusterRequest, coordinatesOf, type Question } from "./cluster-protocol.ts";
import type { Bbox, ClusterIndex, MapItem } from "./route-clusters.ts";

/** The routes' clusters, asked for asynchronously: the index lives in a worker (cluster-worker.ts). */
export interface ClusterSource {
  items(bbox: Bbox, zoom: number): Promise<MapItem[]>;
  expansionZoom(clusterId: number): Promise<number>;
  /**
   * From now on, clusters only the routes at these places in the list (null: every route); the questions asked
   * after it are answered for them. The same places as last time change nothing.
   */
  only(places: Uint32Array | null): void;
  /** Ends the worker; questions still open are never answered. */
  close(): void;
}

/**
 * Builds the routes' cluster index in a worker and answers from it. Where no worker can start (a browser
 * without them, a script that fails to load or run), the index is built in this thread instead, its code
 * loaded on demand, so the map shows its clusters either way.
 */
export function openClusterSource(routes: readonly { latitude: number; longitude: number }[]): ClusterSource {
  const coordinates = coordinatesOf(routes);
  let places: Uint32Array | null = null;
  let here: { places: Uint32Array | null; index: Promise<ClusterIndex> } | undefined;
  const answerHere = (question: ClusterQuestion) => {
    if (here?.places !== places) {
      const only = places;
      here = { places: only, index: import("./route-clusters.ts").then(({ clusterIndex }) => clusterIndex(coordinates, only)) };
    }
    return here.index.then((index) => answer(index, question));
  };

  let worker: Worker | undefined;
  try {
    // Written out in full so that Vite finds the worker and bundles it (its code is fetched only when a map clusters).
    worker = new Worker(new URL("./cluster-worker.ts", import.meta.url), { type: "module", name: "route-clusters" });
  } catch {
    worker = undefined;
  }
  let nextId = 0;
  let closed = false;
  const open = new Map<number, { question: ClusterQuestion; settle: (answer: ClusterAnswer) => void }>();

  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<ClusterAnswer>) => {
      const waiting = open.get(data.id);
      open.delete(data.id);
      waiting?.settle(data);
    };
    // A worker whose script cannot load or run: its open questions, and all later ones, are answered here.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = undefined;
      for (const { question, settle } of open.values()) answerHere(question).then(settle);
      open.clear();
    };
    worker.postMessage({ type: "load", coordinates } satisfies ClusterRequest);
  }

  // After close, no question is asked and no answer is given: the promise stays pending and nothing is drawn.
  const never = new Promise<never>(() => {});
  const ask = async (asked: Question): Promise<ClusterAnswer> => {
    if (closed) return never;
    const question: ClusterQuestion = { ...asked, id: nextId++ };
    const answered = await new Promise<ClusterAnswer>((resolve) => {
      if (!worker) {
        answerHere(question).then(resolve);
        return;
      }
      open.set(question.id, { question, settle: resolve });
      worker.postMessage(question satisfies ClusterRequest);
    });
    if (closed) return never;
    if ("error" in answered) throw new Error(`The map's clusters could not be computed: ${answered.error}`);
    return answered;
  };

  return {
    async items(bbox, zoom) {
      const answered = await ask({ type: "items", bbox, zoom });
      if (!("items" in answered)) throw new Error("The map's cluster worker answered another question");
      return answered.items;
    },
    async expansionZoom(clusterId) {
      const answered = await ask({ type: "expansion", clusterId });
      if (!("zoom" in answered)) throw new Error("The map's cluster worker answered another question");
      return answered.zoom;
    },
    only(next) {
      if (closed || samePlaces(places, next)) return;
      places = next;
      worker?.postMessage({ type: "only", places } satisfies ClusterRequest);
    },
    close() {
      closed = true;
      open.clear();
      worker?.terminate();
      worker = undefined;
    },
  };
}

function samePlaces(a: Uint32Array | null, b: Uint32Array | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
