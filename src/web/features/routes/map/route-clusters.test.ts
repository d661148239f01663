import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openClusterSource } from "./cluster-client.ts";
import { coordinatesOf } from "./cluster-protocol.ts";
import { clusterIndex } from "./route-clusters.ts";
import { counted, ICELAND, place, WORLD } from "./test-support/map-places.ts";

describe("the map's cluster index", () => {
  it("counts every route exactly once at every zoom level, by a cluster's number or a route of its own", () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 19 }), (routes, zoom) => {
        const { items, members, starts } = clusterIndex(coordinatesOf(routes)).items(WORLD, zoom);
        expect(counted(items)).toBe(routes.length);
        const alone = items.flatMap((item) => (item.kind === "route" ? [item.index] : []));
        expect(new Set(alone).size).toBe(alone.length);
        for (const index of alone) expect(index).toBeLessThan(routes.length);
        // Each item names its routes: a cluster as many as its number, a lone route itself; every route once.
        items.forEach((item, position) => {
          const own = members.subarray(starts[position], starts[position + 1]);
          if (item.kind === "cluster") expect(own).toHaveLength(item.count);
          else expect([...own]).toEqual([item.index]);
        });
        expect([...members].sort((a, b) => a - b)).toEqual(routes.map((_route, index) => index));
      }),
    );
  });

  it("draws a route of its own at its own place, and every route alone above zoom 15", () => {
    const routes = [
      { latitude: 64.1, longitude: -21.9 },
      { latitude: 65.68, longitude: -18.1 },
      { latitude: 64.1001, longitude: -21.9001 },
    ];
    const index = clusterIndex(coordinatesOf(routes));
    const [cluster, ...rest] = index.items(ICELAND, 6).items.toSorted((a, b) => a.kind.localeCompare(b.kind));
    expect(cluster).toMatchObject({ kind: "cluster", count: 2 });
    expect(rest).toEqual([{ kind: "route", index: 1 }]);
    const apart = index.items(ICELAND, 16).items;
    expect(apart.map((item) => item.kind)).toEqual(["route", "route", "route"]);
  });

  it("splits a cluster at its expansion zoom", () => {
    const routes = Array.from({ length: 40 }, (_, index) => ({ latitude: 64 + (index % 8) / 50, longitude: -20 + Math.floor(index / 8) / 50 }));
    const index = clusterIndex(coordinatesOf(routes));
    const [cluster] = index.items(ICELAND, 5).items;
    if (cluster?.kind !== "cluster") throw new Error("expected one cluster at zoom 5");
    expect(cluster.count).toBe(40);
    const zoom = index.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(5);
    const after = index.items(ICELAND, zoom).items;
    expect(after.length).toBeGreaterThan(1);
    expect(counted(after)).toBe(40);
  });

  it("is asked the same way where no worker can start, and answers nothing once closed", async () => {
    // Node has no Worker: the source builds the index in this thread.
    expect(typeof Worker).toBe("undefined");
    const routes = [
      { latitude: 64.1, longitude: -21.9 },
      { latitude: 64.1001, longitude: -21.9001 },
    ];
    const source = openClusterSource(routes);
    const view = await source.items(ICELAND, 6);
    expect(view).toEqual(clusterIndex(coordinatesOf(routes)).items(ICELAND, 6));
    const cluster = view.items[0];
    if (cluster?.kind !== "cluster") throw new Error("expected a cluster");
    await expect(source.expansionZoom(cluster.id)).resolves.toBe(clusterIndex(coordinatesOf(routes)).expansionZoom(cluster.id));
    source.close();
    let answered = false;
    void source.items(ICELAND, 6).then(() => {
      answered = true;
    });
    // Without a worker the source's work is all promise callbacks, which run before the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
  });
});
