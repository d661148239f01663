import Supercluster from "supercluster";

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

export interface ClusterIndex {
  /** The routes and clusters to draw in the bounding box at the zoom level, with their routes. */
  items(bbox: Bbox, zoom: number): MapView;
  /** The zoom level at which the cluster splits into smaller clusters or routes. */
  expansionZoom(clusterId: number): number;
}

/** Clusters 48 px across, and none above zoom 15, where nearby routes stand apart as pins. */
const OPTIONS = { radius: 48, maxZoom: 15 } as const;

/**
 * The routes' cluster index (supercluster), built from their coordinates as longitude, latitude pairs in the
 * list's order, every route of the list in it. The map asks it what to draw after each move; it runs in a worker
 * (cluster-worker.ts), or here when the browser cannot start one. A search or a filter does not build it again:
 * `shownItems` draws the routes they leave from the clusters of every route.
 */
export function clusterIndex(coordinates: Float64Array): ClusterIndex {
  const points = Array.from({ length: coordinates.length / 2 }, (_, index) => ({
    type: "Feature" as const,
    geometry: { type: "Point" as const, coordinates: [coordinates[2 * index] as number, coordinates[2 * index + 1] as number] },
    properties: { index },
  }));
  const index = new Supercluster<{ index: number }>(OPTIONS).load(points);
  return {
    items(bbox, zoom) {
      const features = index.getClusters(bbox, zoom);
      const items: MapItem[] = [];
      // Every route belongs to one item at a zoom level, so the items' routes are at most all of them.
      const members = new Uint32Array(points.length);
      const starts = new Uint32Array(features.length + 1);
      let count = 0;
      features.forEach((feature, position) => {
        starts[position] = count;
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ("cluster" in properties && properties.cluster) {
          items.push({ kind: "cluster", id: properties.cluster_id, count: properties.point_count, latitude, longitude });
          for (const leaf of index.getLeaves(properties.cluster_id, Number.POSITIVE_INFINITY)) members[count++] = leaf.properties.index;
        } else {
          const place = (properties as { index: number }).index;
          items.push({ kind: "route", index: place });
          members[count++] = place;
        }
      });
      starts[features.length] = count;
      return { items, members: members.slice(0, count), starts };
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
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
