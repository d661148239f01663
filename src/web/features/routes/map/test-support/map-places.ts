import fc from "fast-check";
import type { Bbox, MapItem } from "../map-items.ts";

/** Boxes to ask the cluster index about: Iceland, and the whole world. */
export const ICELAND: Bbox = [-25, 63, -13, 67];
export const WORLD: Bbox = [-180, -85, 180, 85];

/** How many routes the map's items stand for: a cluster's number, or one for a route of its own. */
export const counted = (items: readonly MapItem[]) => items.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);

/** A route's place somewhere in Iceland. */
export const place = fc.record({
  latitude: fc.double({ min: 63.3, max: 66.6, noNaN: true }),
  longitude: fc.double({ min: -24.5, max: -13.5, noNaN: true }),
});
