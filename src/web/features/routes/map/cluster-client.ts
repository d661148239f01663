import { answer, type ClusterAnswer, type ClusterQuestion, type ClusterRequest, coordinatesOf, type Question } from "./cluster-protocol.ts";
import type { Bbox, MapView } from "./map-items.ts";
import type { ClusterIndex } from "./route-clusters.ts";

/** The routes' clusters, asked for asynchronously: the index lives in a worker (cluster-worker.ts). */
export interface ClusterSource {
  items(bbox: Bbox, zoom: number): Promise<MapView>;
  expansionZoom(clusterId: number): Promise<number>;
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
  let here: Promise<ClusterIndex> | undefined;
  const answerHere = (question: ClusterQuestion) => {
    here ??= import("./route-clusters.ts").then(({ clusterIndex }) => clusterIndex(coordinates));
    return here.then((index) => answer(index, question));
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
      if (!("view" in answered)) throw new Error("The map's cluster worker answered another question");
      return answered.view;
    },
    async expansionZoom(clusterId) {
      const answered = await ask({ type: "expansion", clusterId });
      if (!("zoom" in answered)) throw new Error("The map's cluster worker answered another question");
      return answered.zoom;
    },
    close() {
      closed = true;
      open.clear();
      worker?.terminate();
      worker = undefined;
    },
  };
}
