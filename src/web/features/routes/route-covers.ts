import { startTransition, useEffect, useMemo, useState } from "react";
import { photoPaths, type RouteCover } from "../../../shared/photo.ts";
import { loadList, type RemoteList } from "../../lib/remote-list.ts";

/** A route with its cover photo when it has photos. */
export type WithCover<T> = T & { cover?: RouteCover };

/**
 * The list with each route's cover (only routes with photos have one). The covers are fetched alongside
 * the list and the cards wait for both, so no card changes shape after it is drawn; without them (an error)
 * the cards show no photo. Routes without a cover keep their object, so their cards are not drawn again.
 */
export function useWithCovers<T extends { id: number }>(list: RemoteList<T>): RemoteList<WithCover<T>> {
  const [covers, setCovers] = useState<ReadonlyMap<number, RouteCover> | null>(null);
  useEffect(() => {
    let current = true;
    loadList<RouteCover>(photoPaths.covers).then(
      // A transition, as the list's own: the cards are drawn in slices.
      (items) => current && startTransition(() => setCovers(new Map(items.map((cover) => [cover.id, cover])))),
      () => current && startTransition(() => setCovers(new Map())),
    );
    return () => {
      current = false;
    };
  }, []);
  return useMemo(() => {
    if (list.status !== "loaded") return list;
    if (covers === null) return { status: "loading" };
    if (covers.size === 0) return list;
    return {
      status: "loaded",
      items: list.items.map((item) => {
        const cover = covers.get(item.id);
        return cover ? { ...item, cover } : item;
      }),
    };
  }, [list, covers]);
}
