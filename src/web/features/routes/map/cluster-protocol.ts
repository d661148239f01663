import type { Bbox, MapView } from "./map-items.ts";
import type { ClusterIndex } from "./route-clusters.ts";

/** A question about the routes' clusters: what to draw in a box at a zoom level, or where a cluster splits. */
export type Question = { type: "items"; bbox: Bbox; zoom: number } | { type: "expansion"; clusterId: number };

/** A question as sent, with an id its answer repeats. */
export type ClusterQuestion = Question & { id: number };

/** What the page sends the cluster worker: the routes' coordinates once, then questions. */
export type ClusterRequest = { type: "load"; coordinates: Float64Array } | ClusterQuestion;

/** The answer to the question with the same id. */
export type ClusterAnswer = { id: number; view: MapView } | { id: number; zoom: number } | { id: number; error: string };

/** Answers a question from an index, in the worker or, without one, in the page. */
export function answer(index: ClusterIndex, question: ClusterQuestion): ClusterAnswer {
  try {
    return question.type === "items"
      ? { id: question.id, view: index.items(question.bbox, question.zoom) }
      : { id: question.id, zoom: index.expansionZoom(question.clusterId) };
  } catch (error) {
    return { id: question.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The routes' coordinates as the index takes them: longitude, latitude pairs in one buffer a worker can take over. */
export function coordinatesOf(routes: readonly { latitude: number; longitude: number }[]): Float64Array {
  const coordinates = new Float64Array(routes.length * 2);
  routes.forEach((route, index) => {
    coordinates[2 * index] = route.longitude;
    coordinates[2 * index + 1] = route.latitude;
  });
  return coordinates;
}
