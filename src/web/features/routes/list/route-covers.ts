import { startTransition, useEffect, useState } from "react";
import { photoPaths, type RouteCover } from "../../../../shared/photo.ts";
import { loadList } from "../../../lib/remote-list.ts";

/** A route with its cover photo when it has photos. */
export type WithCover<T> = T & { cover?: RouteCover };

/** Each route's cover by the route's id (only routes with photos have one). */
export type RouteCovers = ReadonlyMap<number, RouteCover>;

const NO_COVERS: RouteCovers = new Map();

/**
 * The routes' covers, for the cards, fetched beside the list: null until they are known (an empty map after an
 * error, so the cards show no photo). The cards wait for them, so no card changes shape after it is drawn; the
 * map and the search do not.
 */
export function useRouteCovers(): RouteCovers | null {
  const [covers, setCovers] = useState<RouteCovers | null>(null);
  useEffect(() => {
    let current = true;
    loadList<RouteCover>(photoPaths.covers).then(
      // A transition, as the list's own: the cards are drawn in slices.
      (items) => current && startTransition(() => setCovers(items.length === 0 ? NO_COVERS : new Map(items.map((cover) => [cover.id, cover])))),
      () => current && startTransition(() => setCovers(NO_COVERS)),
    );
    return () => {
      current = false;
    };
  }, []);
  return covers;
}
