import { describe, expect, it } from "vitest";
import { AVERAGE_TILE_BYTES, boundsOf, estimateBytes, formatMegabytes, planTiles, tilesAtZoom, tileUrl, tileX, tileY } from "./tiles.ts";

describe("tile numbers", () => {
  it("follow the slippy-map scheme: the whole world is one tile at zoom 0, four at zoom 1", () => {
    expect([tileX(-20, 0), tileY(64, 0)]).toEqual([0, 0]);
    // Iceland is west of Greenwich and north of the equator: the north-west quarter.
    expect([tileX(-20, 1), tileY(64, 1)]).toEqual([0, 0]);
    expect([tileX(20, 1), tileY(-30, 1)]).toEqual([1, 1]);
  });

  it("give the known tile of Reykjavík at zoom 10 and the edges of the map", () => {
    // 64.1466 N, 21.9426 W: x = floor((180 − 21.9426) / 360 · 1024) = 449; y = floor((1 − ln(tan φ + sec φ) / π) / 2 · 1024) = floor(272.15) = 272.
    expect(tileX(-21.9426, 10)).toBe(449);
    expect(tileY(64.1466, 10)).toBe(272);
    expect(tileX(180, 3)).toBe(7);
    expect(tileY(89.9, 3)).toBe(0);
    expect(tileY(-89.9, 3)).toBe(7);
  });
});

describe("the tiles of a track", () => {
  const bounds = boundsOf([
    [63.83, -20.4],
    [63.87, -20.34],
    [63.85, -20.37],
  ]);

  it("boundsOf is the smallest box around the line; an empty line has none", () => {
    expect(bounds).toEqual({ south: 63.83, west: -20.4, north: 63.87, east: -20.34 });
    expect(boundsOf([])).toBeNull();
  });

  it("covers the box at one zoom, one tile of margin on each side, each tile once", () => {
    if (!bounds) throw new Error("no bounds");
    const tiles = tilesAtZoom(bounds, 12);
    const xs = new Set(tiles.map((tile) => tile.x));
    const ys = new Set(tiles.map((tile) => tile.y));
    expect(Math.min(...xs)).toBe(tileX(-20.4, 12) - 1);
    expect(Math.max(...xs)).toBe(tileX(-20.34, 12) + 1);
    expect(Math.min(...ys)).toBe(tileY(63.87, 12) - 1);
    expect(Math.max(...ys)).toBe(tileY(63.83, 12) + 1);
    expect(tiles).toHaveLength(xs.size * ys.size);
    expect(new Set(tiles.map((tile) => `${tile.x}/${tile.y}`)).size).toBe(tiles.length);
  });

  it("takes whole zoom levels from the lowest up while the total stays within the limit", () => {
    if (!bounds) throw new Error("no bounds");
    const plan = planTiles(bounds, { minZoom: 8, maxZoom: 16, maxTiles: 400 });
    expect(plan.zooms?.min).toBe(8);
    const perZoom = (z: number) => tilesAtZoom(bounds, z).length;
    const highest = plan.zooms?.max ?? 0;
    let expected = 0;
    for (let z = 8; z <= highest; z++) expected += perZoom(z);
    expect(plan.tiles).toHaveLength(expected);
    expect(plan.tiles.length).toBeLessThanOrEqual(400);
    // The next zoom would have passed the limit.
    expect(expected + perZoom(highest + 1)).toBeGreaterThan(400);
    expect(new Set(plan.tiles.map((tile) => tile.z))).toEqual(new Set(Array.from({ length: highest - 7 }, (_, i) => 8 + i)));
  });

  it("stops at the highest zoom allowed, and saves nothing when not even the lowest zoom fits", () => {
    if (!bounds) throw new Error("no bounds");
    expect(planTiles(bounds, { minZoom: 8, maxZoom: 10, maxTiles: 10_000 }).zooms).toEqual({ min: 8, max: 10 });
    expect(planTiles(bounds, { minZoom: 8, maxTiles: 2 })).toEqual({ tiles: [], zooms: null });
  });
});

describe("tile addresses", () => {
  it("fill the template as Leaflet does, the subdomain picked from x + y", () => {
    expect(tileUrl("https://tiles.example/{z}/{x}/{y}.png", { z: 12, x: 1815, y: 1105 })).toBe("https://tiles.example/12/1815/1105.png");
    // (1815 + 1105) % 3 = 1: "b".
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{y}{r}.png?key=k", { z: 12, x: 1815, y: 1105 })).toBe("https://b.tiles.example/12/1815/1105.png?key=k");
  });
});

describe("the size stated before saving", () => {
  it("is the tiles at their average weight and the page's own bytes", () => {
    expect(estimateBytes(180, 300_000)).toBe(180 * AVERAGE_TILE_BYTES + 300_000);
    expect(estimateBytes(0, 0)).toBe(0);
  });

  it("reads as people say it in each language", () => {
    expect(formatMegabytes(4 * 1024 * 1024, "is")).toBe("4 MB");
    expect(formatMegabytes(0.45 * 1024 * 1024, "is")).toBe("0,5 MB");
    expect(formatMegabytes(0.45 * 1024 * 1024, "en")).toBe("0.5 MB");
    expect(formatMegabytes(1000, "is")).toBe("0,1 MB");
    expect(formatMegabytes(12.4 * 1024 * 1024, "en")).toBe("12 MB");
    expect(formatMegabytes(10243 * 1024 * 1024, "is")).toBe("10 GB");
    expect(formatMegabytes(2.5 * 1024 * 1024 * 1024, "is")).toBe("2,5 GB");
  });
});
