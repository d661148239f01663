import Supercluster from "supercluster";
import type { Bbox, MapItem, MapView } from "./map-items.ts";

export interface ClusterIndex {
  /** The routes and clusters to draw in the bounding box at the zoom level, with their routes. */
  items(bbox: Bbox, zoom: number): MapView;
  /** The zoom level at which the cluster splits into smaller clusters or routes. */
  expansionZoom(clusterId: number): number;
}

/**
 * Routes within 80 px of a cluster's centre, on supercluster's 512 px tile (40 px on screen, with Leaflet's 256 px
 * tiles), so the numbered discs (36–52 px) stand apart; none above zoom 15, where nearby routes stand apart as pins
 * (docs/decisions/056).
 */
const OPTIONS = { radius: 80, maxZoom: 15 } as const;

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
