/**
 * What the /routes map draws, as the cluster index answers it (route-clusters.ts, in a worker) and as the page
 * draws it for the routes a search or a filter leaves. Kept apart from the index, so that the page's map code
 * does not bring the clustering library with it.
 */

/** [west, south, east, north] in degrees, as Leaflet's bounds give them. */
export type Bbox = [number, number, number, number];

/**
 * One thing to draw on the map: a route of its own (by its place in the list; its pin stands at the route's
 * own coordinates) or a numbered cluster at the centre of its routes.
 */
export type MapItem = { kind: "route"; index: number } | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number };

/**
 * What the map draws in a view: its items, and every item's routes by their places in the list (a lone route's
 * is itself). Item i's routes are `members[starts[i]]` up to `members[starts[i + 1]]`.
 */
export interface MapView {
  items: MapItem[];
  members: Uint32Array;
  starts: Uint32Array;
}

/**
 * What to draw of a view of every route when only some are shown (`shown[place]` is 1; null: every route): a
 * cluster with some of its routes shown stays where it stands and shows their number; one with a single route
 * shown becomes that route's pin; one with none is left out. So a filter changes the map at once, in the same
 * frame as the cards, and its clusters change their numbers rather than move.
 */
export function shownItems(view: MapView, shown: Uint8Array | null): readonly MapItem[] {
  if (shown === null) return view.items;
  const { items, members, starts } = view;
  const drawn: MapItem[] = [];
  items.forEach((item, position) => {
    if (item.kind === "route") {
      if (shown[item.index] === 1) drawn.push(item);
      return;
    }
    let count = 0;
    let last = 0;
    for (let member = starts[position] as number; member < (starts[position + 1] as number); member += 1) {
      const place = members[member] as number;
      if (shown[place] !== 1) continue;
      count += 1;
      last = place;
    }
    if (count === 1) drawn.push({ kind: "route", index: last });
    else if (count === item.count) drawn.push(item);
    else if (count > 1) drawn.push({ ...item, count });
  });
  return drawn;
}
