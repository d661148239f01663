import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regionsEn } from "../../../../content/en/regions.ts";
import { energyParameters, estimateEnergy } from "../../../../shared/energy-model.ts";
import type { Route } from "../../../../shared/route.ts";
import type { RouteFiguresRow } from "../../../../shared/track.ts";
import { FILTER_PARAMS, filterSearchParams, parseFilterParams, parseRange } from "./filter-params.ts";
import {
  applyFilters,
  countWithRange,
  type FilterState,
  figuresById,
  filterCounts,
  KNOWN_REGIONS_IN_ORDER,
  NO_FILTERS,
  needsFigures,
  type RiderBattery,
  regionsOf,
  sortedRoutes,
} from "./route-filters.ts";

const route = (id: number, distance: number, region: string, latitude = 64, longitude = -20): Route => ({
  id,
  name: `Leið ${id}`,
  region,
  description: "Prófun.",
  distance,
  latitude,
  longitude,
  link: `https://example.is/${id}`,
  videolink: null,
});

// Newest first, as the page has them. Route 5 has no track; route 4's track has no heights.
const routes = [
  route(6, 60, "Suðurland", 63.9, -21.0),
  route(5, 20, "Suðurland", 64.1, -21.9),
  route(4, 40, "Norðurland eystra", 65.7, -18.1),
  route(3, 35, "Vesturland", 64.5, -22.0),
  route(2, 100, "Norðurland eystra", 65.6, -17.0),
  route(1, 12, "Vesturland", 64.9, -23.3),
];
const rows: RouteFiguresRow[] = [
  [6, 59.5, 600, 610],
  [4, 41, null, null],
  [3, 35.2, 0, 250],
  [2, 101.3, 1500, 1900],
  [1, 12, 600.0, 500],
];
const figures = figuresById(rows);
const ids = (list: readonly Route[]) => list.map((each) => each.id);
const state = (patch: Partial<FilterState>): FilterState => ({ ...NO_FILTERS, ...patch });
const show = (patch: Partial<FilterState>, matches: readonly Route[] = routes) =>
  ids(applyFilters(matches, sortedRoutes(routes, figures, state(patch).sort, null), state(patch), figures));

describe("the /routes filters", () => {
  it("keeps every route, in the search's order, with no filter", () => {
    expect(applyFilters(routes, routes, NO_FILTERS, figures)).toBe(routes);
  });

  it("takes ranges inclusively, from the track's length where there is a track and the route's distance otherwise", () => {
    expect(show({ distance: { min: 12, max: 35.2 } })).toEqual([5, 3, 1]);
    expect(show({ distance: { min: 59.5, max: null } })).toEqual([6, 2]);
    expect(show({ distance: { min: null, max: 20 } })).toEqual([5, 1]);
    expect(show({ climb: { min: 0, max: 600 } })).toEqual([6, 3, 1]);
    expect(show({ climb: { min: 601, max: null } })).toEqual([2]);
  });

  it("leaves out routes whose climb is unknown under a climb range, or keeps them when asked", () => {
    expect(show({ climb: { min: 0, max: 600 }, climbUnknownKept: true })).toEqual([6, 5, 4, 3, 1]);
  });

  it("with the rider's own battery, weighs each route's length and climb for the rider's mass and assist", () => {
    // The model the filters' chunk loads for a rider with settings (rider-battery.ts), here at once.
    const rider = (massKg: number, assist: "low" | "medium" | "high", batteryWh: number): RiderBattery => ({
      massKg,
      assist,
      batteryWh,
      needWh: (lengthKm, climbM) =>
        estimateEnergy(lengthKm, climbM, { ...energyParameters, massKg }).find((level) => level.assist === assist)?.wattHours ?? null,
    });
    // Still air, decision 007's model with the rider's mass: at 105 kg and medium assist route 3 (35.2 km, flat)
    // needs about 180 Wh, route 1 (12 km, 600 m) 193 Wh, route 6 (59.5 km, 600 m) 437 Wh, route 2 (101.3 km, 1,500 m) 849 Wh.
    const mine = (massKg: number, assist: "low" | "medium" | "high", batteryWh: number) => ({
      battery: "mine" as const,
      riderBattery: rider(massKg, assist, batteryWh),
    });
    expect(show(mine(105, "medium", 400))).toEqual([3, 1]);
    expect(show(mine(105, "medium", 450))).toEqual([6, 3, 1]);
    expect(show(mine(105, "medium", 900))).toEqual([6, 3, 2, 1]);
    // 130 kg at high assist: route 6 needs about 682 Wh, more than 625.
    expect(show(mine(130, "high", 625))).toEqual([3, 1]);
    expect(filterCounts(routes, state({ riderBattery: rider(105, "medium", 450) }), figures).batteryMine).toBe(3);
    // Asked for in the address on a device without settings: the filter is off.
    expect(show({ battery: "mine" })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(parseFilterParams(new URLSearchParams("battery=mine")).battery).toBe("mine");
  });

  it("keeps the routes a battery covers at medium assist, never those without an estimate", () => {
    expect(show({ battery: 500 })).toEqual([3, 1]);
    expect(show({ battery: 625 })).toEqual([6, 3, 1]);
    expect(show({ battery: 750 })).toEqual([6, 3, 1]);
  });

  it("filters by region and by having a track, and combines filters", () => {
    expect(show({ region: "Suðurland" })).toEqual([6, 5]);
    expect(show({ track: true })).toEqual([6, 4, 3, 2, 1]);
    expect(show({ track: true, region: "Norðurland eystra", distance: { min: null, max: 50 } })).toEqual([4]);
  });

  it("sorts shortest, longest and least climb first, ties and unknown climbs in newest-first order", () => {
    expect(show({ sort: "shortest" })).toEqual([1, 5, 3, 4, 6, 2]);
    expect(show({ sort: "longest" })).toEqual([2, 6, 4, 3, 5, 1]);
    // 6 and 1 both climb 600 m: the newer first; 5 and 4 have no known climb: last, newer first.
    expect(show({ sort: "climb" })).toEqual([3, 6, 1, 2, 5, 4]);
  });

  it("sorts nearest first from a position, and keeps the order without one", () => {
    // Three routes on one meridian, 11, 33 and 56 km north of the rider (a tenth of a degree is about 11 km).
    const onLine = [route(3, 10, "Suðurland", 64.5, -20), route(2, 10, "Suðurland", 64.1, -20), route(1, 10, "Suðurland", 64.3, -20)];
    const rider = { latitude: 64, longitude: -20 };
    expect(ids(sortedRoutes(onLine, figures, "nearest", rider))).toEqual([2, 1, 3]);
    expect(ids(sortedRoutes(onLine, figures, "nearest", { latitude: 64.6, longitude: -20 }))).toEqual([3, 1, 2]);
    const akureyri = { latitude: 65.68, longitude: -18.09 };
    expect(ids(sortedRoutes(routes, figures, "nearest", akureyri)).slice(0, 2)).toEqual([4, 2]);
    expect(sortedRoutes(routes, figures, "nearest", null)).toBe(routes);
  });

  it("applies a sort to the search's matches only", () => {
    const matches = [routes[3], routes[0], routes[5]] as Route[];
    expect(show({ sort: "shortest" }, matches)).toEqual([1, 3, 6]);
    expect(show({}, matches)).toEqual([3, 6, 1]);
  });

  it("counts what each choice would leave, with the other filters as they are", () => {
    const counts = filterCounts(routes, state({ region: "Suðurland", battery: 625 }), figures);
    expect(counts.total).toBe(1);
    // Regions with the battery filter on: 6 (Suðurland), 3 and 1 (Vesturland).
    expect(Object.fromEntries(counts.regions)).toEqual({ Suðurland: 1, Vesturland: 2 });
    // Batteries within Suðurland: route 6 needs 610 Wh; route 5 has no track and cannot be judged.
    expect(Object.fromEntries(counts.battery)).toEqual({ 500: 0, 625: 1, 750: 1 });
    expect(counts.batteryUnjudged).toBe(1);
    expect(counts.track).toBe(1);
    expect(countWithRange(counts, "distance", { min: 61, max: null }, false)).toBe(0);
    expect(countWithRange(counts, "distance", null, false)).toBe(1);
    const climbing = filterCounts(routes, state({ climb: { min: 0, max: 600 } }), figures);
    expect(climbing.climbUnknown).toBe(2);
    expect(countWithRange(climbing, "climb", { min: 0, max: 600 }, true)).toBe(5);
  });

  it("filters by the current condition and counts each condition the routes have, in the conditions' order", () => {
    const conditions = new Map([
      [6, "closed"],
      [4, "mud"],
      [1, "closed"],
    ] as const);
    const conditionOf = (id: number) => conditions.get(id as 6 | 4 | 1);
    const filtered = (patch: Partial<FilterState>) => ids(applyFilters(routes, routes, state(patch), figures, conditionOf));
    expect(filtered({ condition: "closed" })).toEqual([6, 1]);
    expect(filtered({ condition: "closed", region: "Vesturland" })).toEqual([1]);
    expect(filtered({ condition: "open" })).toEqual([]);
    // Without the conditions (not loaded, or none), a condition filter keeps nothing.
    expect(ids(applyFilters(routes, routes, state({ condition: "closed" }), figures))).toEqual([]);
    const counts = filterCounts(routes, state({ condition: "closed" }), figures, conditionOf);
    expect([...counts.conditions]).toEqual([
      ["mud", 1],
      ["closed", 2],
    ]);
    expect(Object.fromEntries(counts.regions)).toEqual({ Suðurland: 1, Vesturland: 1 });
  });

  it("needs the figures only for a filter or a sort that reads them, and lists the same without them otherwise", () => {
    const conditionOf = (id: number) => (id % 2 === 0 ? "mud" : "open");
    const noFigures = figuresById([]);
    const listed = (patch: Partial<FilterState>, byId: typeof figures) =>
      ids(applyFilters(routes, sortedRoutes(routes, byId, state(patch).sort, { latitude: 64.1, longitude: -21.9 }), state(patch), byId, conditionOf));
    for (const patch of [{}, { region: "Suðurland" }, { condition: "mud" as const }, { sort: "nearest" as const, region: "Vesturland" }]) {
      expect(needsFigures(state(patch))).toBe(false);
      expect(listed(patch, noFigures)).toEqual(listed(patch, figures));
    }
    const reading: Partial<FilterState>[] = [
      { distance: { min: 35.1, max: null } },
      { climb: { min: null, max: 500 } },
      { battery: 500 },
      { track: true },
      { sort: "shortest" },
      { sort: "longest" },
      { sort: "climb" },
    ];
    for (const patch of reading) expect(needsFigures(state(patch))).toBe(true);
    // Route 3's track is 35.2 km against its own 35: without the figures a range can leave it out.
    expect(listed({ distance: { min: 35.1, max: null } }, noFigures)).not.toEqual(listed({ distance: { min: 35.1, max: null } }, figures));
    expect(listed({ sort: "climb" }, noFigures)).not.toEqual(listed({ sort: "climb" }, figures));
  });

  it("lists the regions the routes have, in Icelandic order", () => {
    expect(regionsOf(routes)).toEqual(["Norðurland eystra", "Suðurland", "Vesturland"]);
    // A region the site does not know yet (typed by the admin) is placed by Icelandic collation: þ after v, á after a.
    expect(regionsOf([...routes, route(10, 5, "Þingeyjarsveit"), route(11, 5, "Ásbyrgi"), route(12, 5, "Austfirðir")])).toEqual([
      "Austfirðir",
      "Ásbyrgi",
      "Norðurland eystra",
      "Suðurland",
      "Vesturland",
      "Þingeyjarsveit",
    ]);
  });

  it("knows every region the site names in English, in Icelandic alphabetical order", () => {
    expect(KNOWN_REGIONS_IN_ORDER).toEqual(Object.keys(regionsEn));
    expect(KNOWN_REGIONS_IN_ORDER).toEqual(KNOWN_REGIONS_IN_ORDER.toSorted((a, b) => a.localeCompare(b, "is")));
    // Routes in any order give their regions in that order.
    expect(regionsOf(KNOWN_REGIONS_IN_ORDER.toReversed().map((region, index) => route(index, 5, region)))).toEqual(KNOWN_REGIONS_IN_ORDER);
  });
});

describe("the filters in the address", () => {
  it("reads every parameter", () => {
    const params = new URLSearchParams(
      "search=foss&routeId=3&distance=20-60&climb=0-600&climbUnknown=1&region=Suðurland&battery=500&track=1&condition=closed&sort=nearest",
    );
    expect(parseFilterParams(params)).toEqual({
      distance: { min: 20, max: 60 },
      climb: { min: 0, max: 600 },
      climbUnknownKept: true,
      region: "Suðurland",
      battery: 500,
      track: true,
      condition: "closed",
      sort: "nearest",
    });
    expect(parseRange("-40")).toEqual({ min: null, max: 40 });
    expect(parseRange("100-")).toEqual({ min: 100, max: null });
    expect(parseRange("12.5-12.5")).toEqual({ min: 12.5, max: 12.5 });
  });

  it("ignores malformed values", () => {
    for (const bad of [
      "",
      "-",
      "60-20",
      "20",
      "20-60-80",
      "a-b",
      "1e3-",
      "-0x10",
      " 20-60",
      "20 - 60",
      "-5-10",
      "Infinity-",
      "NaN-1",
      "999999999-",
      "20,5-30",
      "01-5",
    ])
      expect(parseRange(bad), bad).toBeNull();
    const params = new URLSearchParams("distance=60-20&climb=x&climbUnknown=1&region=%20&battery=600&track=yes&condition=Lokuð&sort=random");
    expect(parseFilterParams(params)).toEqual(NO_FILTERS);
  });

  it("ignores every malformed value, whatever the address holds (property)", () => {
    const value = fc.oneof(fc.string(), fc.constantFrom("20-60", "-40", "100-", "500", "625", "750", "1", "nearest", "climb", "Suðurland", "closed", "mud"));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...FILTER_PARAMS, "search", "routeId", "other"), value), { maxLength: 12 }), (entries) => {
        const parsed = parseFilterParams(new URLSearchParams(entries));
        for (const range of [parsed.distance, parsed.climb]) {
          if (range === null) continue;
          expect(range.min !== null || range.max !== null).toBe(true);
          for (const end of [range.min, range.max]) if (end !== null) expect(Number.isFinite(end) && end >= 0).toBe(true);
          if (range.min !== null && range.max !== null) expect(range.min).toBeLessThanOrEqual(range.max);
        }
        expect([null, 500, 625, 750]).toContain(parsed.battery);
        expect([null, "open", "caution", "mud", "snow", "closed"]).toContain(parsed.condition);
        expect(["newest", "shortest", "longest", "climb", "nearest"]).toContain(parsed.sort);
        if (parsed.region !== null) expect(parsed.region.trim()).toBe(parsed.region);
        // What is written back reads the same.
        expect(parseFilterParams(filterSearchParams(new URLSearchParams(), parsed))).toEqual(parsed);
      }),
    );
  });

  it("writes the filters that are on, keeping the address's other parameters", () => {
    const written = filterSearchParams(
      new URLSearchParams("search=foss&routeId=3&sort=climb&distance=1-2"),
      state({ distance: { min: null, max: 40 }, battery: 500, sort: "nearest" }),
    );
    expect(written.toString()).toBe("search=foss&routeId=3&distance=-40&battery=500&sort=nearest");
    expect(filterSearchParams(new URLSearchParams("track=1"), NO_FILTERS).toString()).toBe("");
  });
});
