/**
 * The map's cluster index in a worker of its own: at 10,000 routes supercluster's build is the largest piece
 * of the page's own JavaScript, and here it runs beside the main thread instead of blocking it.
 * The page sends the routes' coordinates once, then asks what to draw after each move (cluster-client.ts). The
 * index holds every route: a search or a filter is drawn by the page from the answer's routes (shownItems).
 */
import { answer, type ClusterAnswer, type ClusterRequest } from "./cluster-protocol.ts";
import { type ClusterIndex, clusterIndex } from "./route-clusters.ts";

// The worker's global scope, typed by hand: the project's TypeScript has the DOM's types, not the worker's.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(answer: ClusterAnswer, transfer?: Transferable[]): void;
};

let coordinates: Float64Array | undefined;
let index: ClusterIndex | undefined;

scope.onmessage = ({ data: request }) => {
  if (request.type === "load") {
    coordinates = request.coordinates;
    index = clusterIndex(coordinates);
  } else {
    const answered = index ? answer(index, request) : { id: request.id, error: "no routes loaded" };
    // The routes of a view's items are handed over, not copied.
    scope.postMessage(answered, "view" in answered ? [answered.view.members.buffer, answered.view.starts.buffer] : []);
  }
};
