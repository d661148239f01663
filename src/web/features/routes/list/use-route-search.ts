import { useEffect, useMemo, useState } from "react";
import type { Route } from "../../../../shared/route.ts";
import { searchIndex } from "../../../../shared/route-search.ts";
import type { RemoteList } from "../../../lib/remote-list.ts";

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
  const matches = useMemo(() => index.filter(text), [index, text]);
  // One object per change, so the list (a memo) is not rendered again when only the map's deferred routes change.
  return useMemo(() => ({ text, setText, newestFirst, matches }), [text, newestFirst, matches]);
}
