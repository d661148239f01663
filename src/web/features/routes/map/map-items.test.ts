import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coordinatesOf } from "./cluster-protocol.ts";
import { type MapItem, shownItems } from "./map-items.ts";
import { clusterIndex } from "./route-clusters.ts";
import { counted, ICELAND, place, WORLD } from "./test-support/map-places.ts";

describe("the map's items for the routes a filter leaves", () => {
  it("draws the routes a filter leaves from the clusters of every route", () => {
    fc.assert(
      fc.property(
        fc.array(place, { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 0, max: 19 }),
        fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
        (routes, zoom, chosen) => {
          const coordinates = coordinatesOf(routes);
          const view = clusterIndex(coordinates).items(WORLD, zoom);
          const shown = Uint8Array.from(routes, (_route, index) => (chosen[index] ? 1 : 0));
          const items = shownItems(view, shown);
          // Every route shown is counted once, by a cluster's number or a pin of its own; no other route is.
          expect(counted(items)).toBe(shown.reduce((sum, one) => sum + one, 0));
          for (const item of items) {
            if (item.kind === "route") expect(shown[item.index]).toBe(1);
            else {
              // A cluster of two routes or more, where the cluster of every route stands.
              expect(item.count).toBeGreaterThan(1);
              expect(view.items).toContainEqual({ ...item, count: expect.any(Number) });
            }
          }
          // Every route shown: the view as it is.
          expect(shownItems(view, null)).toBe(view.items);
        },
      ),
    );
  });

  it("keeps a cluster whose routes are all shown, counts those shown of the others, and pins a lone one", () => {
    const routes = [
      { latitude: 64.1, longitude: -21.9 },
      { latitude: 64.1001, longitude: -21.9001 },
      { latitude: 64.1002, longitude: -21.9002 },
      { latitude: 65.68, longitude: -18.1 },
      { latitude: 65.6801, longitude: -18.1001 },
    ];
    const coordinates = coordinatesOf(routes);
    const view = clusterIndex(coordinates).items(ICELAND, 6);
    const byCount = (items: readonly MapItem[]) => items.toSorted((a, b) => (a.kind === "cluster" ? a.count : 0) - (b.kind === "cluster" ? b.count : 0));
    const [north, south] = byCount(view.items);
    expect(south).toMatchObject({ kind: "cluster", count: 3 });
    expect(north).toMatchObject({ kind: "cluster", count: 2 });
    const items = byCount(shownItems(view, Uint8Array.of(1, 0, 1, 0, 1)));
    expect(items).toEqual([
      { kind: "route", index: 4 },
      { ...south, count: 2 },
    ]);
    const all = shownItems(view, Uint8Array.of(1, 1, 1, 0, 0));
    expect(all).toEqual([south]);
    expect(all[0]).toBe(south);
  });
});
