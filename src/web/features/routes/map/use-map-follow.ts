import { useEffect, useState } from "react";
import type { Route } from "../../../../shared/route.ts";
import type { Bbox } from "./map-items.ts";

/** How long the search field must rest before the map follows it. */
export const MAP_FOLLOWS_AFTER_MS = 150;

/**
 * The routes the map draws: the cards' routes. While the search text changes, the map waits until typing
 * pauses, so a keystroke's frame holds the field and the cards only and the map redraws once per pause instead
 * of once per letter. A filter, a sort or a new list is drawn at once, in the same frame as the cards: the map
 * draws a filter from the clusters it has (shownItems), without asking its worker.
 */
export function useMapFollow(all: readonly Route[], cards: readonly Route[], text: string): readonly Route[] {
  // The cards show some of the list's routes, each once: as many as the list has are all of them, whatever
  // their order, and the map is given the list itself, so a new sort leaves the map as it is.
  const shown = cards.length === all.length ? all : cards;
  const [drawn, setDrawn] = useState({ all, routes: shown, text });
  const typing = drawn.all === all && drawn.text !== text;
  // Not typing: the cards' routes are drawn now, and kept for the next keystroke to wait on.
  if (!typing && (drawn.all !== all || drawn.routes !== shown)) setDrawn({ all, routes: shown, text });
  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => setDrawn({ all, text, routes: shown }), MAP_FOLLOWS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [typing, all, shown, text]);
  return typing ? drawn.routes : shown;
}

/** "Sýna leiðir á kortasvæðinu": the cards limited to the routes within the map's view, when chosen. */
export function useMapArea(shown: readonly Route[]) {
  const [on, setOn] = useState(false);
  const [view, setView] = useState<Bbox | null>(null);
  const [listed, setListed] = useState<{ from: readonly Route[]; view: Bbox | null; routes: readonly Route[] }>({ from: shown, view, routes: shown });
  let routes = shown;
  if (on && view) {
    if (listed.from === shown && listed.view === view) routes = listed.routes;
    else {
      const [west, south, east, north] = view;
      routes = shown.filter((route) => route.longitude >= west && route.longitude <= east && route.latitude >= south && route.latitude <= north);
      setListed({ from: shown, view, routes });
    }
  }
  return { on, setOn, onView: setView, routes };
}
