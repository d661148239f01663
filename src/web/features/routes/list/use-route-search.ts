import { useEffect, useMemo, useState } from "react";
import type { Route } from "../../../../shared/route.ts";
import { searchIndex } from "../../../../shared/route-search.ts";
import type { RemoteList } from "../../../lib/remote-list.ts";
import { whenIdle } from "../../../lib/when-idle.ts";

/** Routes folded for the search in one idle moment: about 7 ms of work on a desktop, well within a frame. */
const FOLDED_PER_IDLE_MOMENT = 1000;

export interface RouteSearch {
  /** The text in the search field. */
  text: string;
  setText(text: string): void;
  /** Every route, newest first (the server's order reversed). */
  newestFirst: readonly Route[];
  /** The routes that match the text: name matches first, then the others, each group newest first. */
  matches: readonly Route[];
}

/**
 * The /routes page's live search, shared by the cards and the map: both show the same matches from the same
 * render, so the markers never show routes the cards have left out.
 */
export function useRouteSearch(routes: RemoteList<Route>, initialSearch: string): RouteSearch {
  const [text, setText] = useState(initialSearch);
  useEffect(() => setText(initialSearch), [initialSearch]);
  const newestFirst = useMemo(() => (routes.status === "loaded" ? routes.items.toReversed() : []), [routes]);
  const index = useMemo(() => searchIndex(newestFirst), [newestFirst]);
  // The routes' fields are folded for the search while the browser is idle, a slice at a time, not while the
  // list is first drawn: a blank search needs none of it, and the first letter typed then finds them folded.
  useEffect(() => {
    let cancel = () => {};
    const foldSome = () => {
      if (!index.prepare(FOLDED_PER_IDLE_MOMENT)) cancel = whenIdle(foldSome);
    };
    cancel = whenIdle(foldSome);
    return () => cancel();
  }, [index]);
  const matches = useMemo(() => index.filter(text), [index, text]);
  // One object per change, so the list (a memo) is not rendered again when only the map's deferred routes change.
  return useMemo(() => ({ text, setText, newestFirst, matches }), [text, newestFirst, matches]);
}
