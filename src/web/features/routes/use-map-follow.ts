import { useEffect, useState } from "react";
import type { Route } from "../../../shared/route.ts";
import type { Bbox } from "./route-clusters.ts";

/** How long the search field and the filters must rest before the map follows them. */
export const MAP_FOLLOWS_AFTER_MS = 150;

/** The same routes, in any order: the map draws a set, so a new sort leaves it as it is. */
function sameRoutes(a: readonly Route[], b: readonly Route[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  if (index === a.length) return true;
  const rest = new Set(a.slice(index));
  for (let other = index; other < b.length; other += 1) if (!rest.has(b[other] as Route)) return false;
  return true;
}

/**
 * The routes the map draws: the cards' routes, once typing or changing the filters pauses. A keystroke's frame
 * then holds the field and the cards only, and the map redraws once per pause instead of once per letter; a
 * list with the same routes as the map has (most letters of a word that every route matches, or a new sort)
 * leaves the map as it is. Every route, or the first list, is drawn at once.
 */
export function useMapFollow(all: readonly Route[], shown: readonly Route[]): readonly Route[] {
  const [drawn, setDrawn] = useState({ all, routes: shown });
  // A new list (the routes have loaded): drawn at once, as they are.
  if (drawn.all !== all) setDrawn({ all, routes: shown });
  useEffect(() => {
    const timer = window.setTimeout(
      () => setDrawn((previous) => (previous.all !== all || sameRoutes(previous.routes, shown) ? previous : { all, routes: shown })),
      MAP_FOLLOWS_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [all, shown]);
  return drawn.all === all ? drawn.routes : shown;
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
