import Supercluster from "supercluster";

/** [west, south, east, north] in degrees, as Leaflet's bounds give them. */
export type Bbox = [number, number, number, number];

/**
 * One thing to draw on the map: a route of its own (by its place in the list; its pin stands at the route's
 * own coordinates) or a numbered cluster at the centre of its routes.
 */
export type MapItem = { kind: "route"; index: number } | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number };

export interface ClusterIndex {
  /** The routes and clusters to draw in the bounding box at the zoom level. */
  items(bbox: Bbox, zoom: number): MapItem[];
  /** The zoom level at which the cluster splits into smaller clusters or routes. */
  expansionZoom(clusterId: number): number;
}

/** Clusters 48 px across, and none above zoom 15, where nearby routes stand apart as pins. */
const OPTIONS = { radius: 48, maxZoom: 15 } as const;

/**
 * The routes' cluster index (supercluster), built from their coordinates as longitude, latitude pairs in
 * the list's order; with `only`, from those places in the list alone (the routes a search or filter leaves),
 * still named by their places in the whole list. The map asks it for what to draw after each move; it runs in
 * a worker (cluster-worker.ts), or here when the browser cannot start one.
 */
export function clusterIndex(coordinates: Float64Array, only: Uint32Array | null = null): ClusterIndex {
  const point = (index: number) => ({
    type: "Feature" as const,
    geometry: { type: "Point" as const, coordinates: [coordinates[2 * index] as number, coordinates[2 * index + 1] as number] },
    properties: { index },
  });
  const points = only ? Array.from(only, point) : Array.from({ length: coordinates.length / 2 }, (_, index) => point(index));
  const index = new Supercluster<{ index: number }>(OPTIONS).load(points);
  return {
    items(bbox, zoom) {
      return index.getClusters(bbox, zoom).map((feature): MapItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        return "cluster" in properties && properties.cluster
          ? { kind: "cluster", id: properties.cluster_id, count: properties.point_count, latitude, longitude }
          : { kind: "route", index: (properties as { index: number }).index };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
