/**
 * The /routes filters and sorts over the routes a search leaves: pure functions, no React, so the same code is
 * tested over synthetic data and run on the page. The figures beyond get_routes.php's fields (a track's
 * length, climb and battery energy) come from GET /api/routes/figures (docs/decisions/043).
 *
 * A filter is one entry of `routeFilters`: its URL parameter is read and written in filter-params.ts and its
 * control lives in filter-panel.tsx. Adding one (a route's condition, say) is an entry here, a parser there and
 * a control in the panel; the counts and the map follow by themselves.
 */
import { regionsEn } from "../../../../content/en/regions.ts";
import type { Route } from "../../../../shared/route.ts";
import { type RouteCondition, routeConditions } from "../../../../shared/route-condition.ts";
import { type AssistLevel, BATTERY_SIZES_WH, type RouteFiguresRow } from "../../../../shared/track.ts";

export type BatterySize = (typeof BATTERY_SIZES_WH)[number];
export const SORT_KEYS = ["newest", "shortest", "longest", "climb", "nearest"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** An inclusive range; an end left out (null) is open. At least one end is set. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface FilterState {
  /** Kilometres: the track's length when the route has a track, else the route's own distance. */
  distance: NumberRange | null;
  /** Metres of climb: the track's. */
  climb: NumberRange | null;
  /** With a climb range: keep the routes whose climb is not known (no track, or a track without heights). */
  climbUnknownKept: boolean;
  region: string | null;
  /** Routes whose estimate at medium assist fits a battery of this many watt-hours; "mine": the rider's own battery. */
  battery: BatterySize | "mine" | null;
  /** The rider's own battery, weight and assist, kept on the device (docs/decisions/065); null until set. Not in the address. */
  riderBattery?: RiderBattery | null;
  /** Only routes with a GPX track. */
  track: boolean;
  /** Only routes whose current condition, as the admin last set it, is this one. */
  condition: RouteCondition | null;
  sort: SortKey;
}

/** The rider's settings "Dugar minni rafhlöðu" reads from the device: the rider and bike's mass, the assist and the battery. */
export interface RiderSettings {
  massKg: number;
  assist: AssistLevel;
  batteryWh: number;
}

/** The rider's settings with their still-air need in Wh for a route's length and climb (rider-battery.ts makes it). */
export interface RiderBattery extends RiderSettings {
  needWh: (lengthKm: number, climbM: number) => number | null;
}

/** A route's still-air need from its length and climb for the rider's mass and assist (the plan of decision 065 without wind). */
export function riderNeedWh(figures: TrackFigures, rider: RiderBattery): number | null {
  return figures.climbM === null ? null : rider.needWh(figures.lengthKm, figures.climbM);
}

const fitsBattery = (state: FilterState, figures: TrackFigures | undefined): boolean => {
  if (state.battery === "mine") {
    const need = figures && state.riderBattery ? riderNeedWh(figures, state.riderBattery) : null;
    return need !== null && need <= (state.riderBattery as RiderBattery).batteryWh;
  }
  return figures?.mediumWh != null && figures.mediumWh <= (state.battery as number);
};

export const NO_FILTERS: FilterState = {
  distance: null,
  climb: null,
  climbUnknownKept: false,
  region: null,
  battery: null,
  track: false,
  condition: null,
  sort: "newest",
};

/** A route's current condition, from the conditions feature (through the page); undefined when it has none. */
export type ConditionOf = (routeId: number) => RouteCondition | undefined;
const noConditions: ConditionOf = () => undefined;

/** A route's track figures as the list page has them. */
export interface TrackFigures {
  lengthKm: number;
  climbM: number | null;
  mediumWh: number | null;
}

export type FiguresById = ReadonlyMap<number, TrackFigures>;

export function figuresById(rows: readonly RouteFiguresRow[]): FiguresById {
  return new Map(rows.map(([id, lengthKm, climbM, mediumWh]) => [id, { lengthKm, climbM, mediumWh }]));
}

/** What a filter reads of a route. */
export interface FilterSubject {
  route: Route;
  figures: TrackFigures | undefined;
  condition?: RouteCondition | undefined;
}

export function distanceOf({ route, figures }: FilterSubject): number {
  return figures ? figures.lengthKm : route.distance;
}

export const inRange = (value: number, range: NumberRange) => (range.min === null || value >= range.min) && (range.max === null || value <= range.max);

export type FilterName = "distance" | "climb" | "region" | "battery" | "track" | "condition";

export interface RouteFilter {
  name: FilterName;
  /** Whether the state asks for this filter at all. */
  active(state: FilterState): boolean;
  /** Whether a route passes it (asked only when active). */
  passes(state: FilterState, subject: FilterSubject): boolean;
  /** Whether it reads the routes' figures, so that the list waits for them while it is active (needsFigures). */
  readsFigures: boolean;
}

/** Every filter, in the panel's order. */
export const routeFilters: readonly RouteFilter[] = [
  {
    name: "distance",
    active: (state) => state.distance !== null,
    passes: (state, subject) => inRange(distanceOf(subject), state.distance as NumberRange),
    readsFigures: true,
  },
  {
    name: "climb",
    active: (state) => state.climb !== null,
    passes: (state, { figures }) =>
      figures === undefined || figures.climbM === null ? state.climbUnknownKept : inRange(figures.climbM, state.climb as NumberRange),
    readsFigures: true,
  },
  { name: "region", active: (state) => state.region !== null, passes: (state, { route }) => route.region === state.region, readsFigures: false },
  {
    name: "battery",
    active: (state) => (state.battery === "mine" ? (state.riderBattery ?? null) !== null : state.battery !== null),
    // A route without a track (or without heights) cannot be judged: it is left out, and the panel says how many.
    passes: (state, { figures }) => fitsBattery(state, figures),
    readsFigures: true,
  },
  { name: "track", active: (state) => state.track, passes: (_state, { figures }) => figures !== undefined, readsFigures: true },
  { name: "condition", active: (state) => state.condition !== null, passes: (state, { condition }) => condition === state.condition, readsFigures: false },
];

/** A position in WGS 84 degrees (the rider's, from the browser's Geolocation API; it never leaves the page). */
export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine). */
export function kilometresBetween(a: Position, b: Position): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Every route in the sort's order, from the routes newest first. Ties, and routes the sort cannot place
 * (least climb without a known climb), keep their newest-first order, the latter after all the others.
 * "nearest" without a position, and "newest", give the list as it is.
 */
export function sortedRoutes(newestFirst: readonly Route[], figures: FiguresById, sort: SortKey, position: Position | null): readonly Route[] {
  if (sort === "newest" || (sort === "nearest" && position === null)) return newestFirst;
  const keys = new Float64Array(newestFirst.length);
  for (let index = 0; index < newestFirst.length; index += 1) {
    const route = newestFirst[index] as Route;
    const routeFigures = figures.get(route.id);
    const distance = routeFigures ? routeFigures.lengthKm : route.distance;
    if (sort === "shortest") keys[index] = distance;
    else if (sort === "longest") keys[index] = -distance;
    else if (sort === "climb") keys[index] = routeFigures?.climbM ?? Number.POSITIVE_INFINITY;
    else keys[index] = kilometresBetween(position as Position, route);
  }
  const order = Array.from(newestFirst, (_route, index) => index);
  order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  return order.map((index) => newestFirst[index] as Route);
}

/**
 * Each route's subject in turn, in one object filled in again for each route: a pass over thousands of routes
 * makes no garbage to collect. A subject is read before the next route's is asked for, never kept.
 */
function subjects(figures: FiguresById, conditionOf: ConditionOf): (route: Route) => FilterSubject {
  let subject: FilterSubject | undefined;
  return (route) => {
    subject ??= { route, figures: undefined, condition: undefined };
    subject.route = route;
    subject.figures = figures.get(route.id);
    subject.condition = conditionOf(route.id);
    return subject;
  };
}

/**
 * Whether the state's list depends on the routes' figures (a track's length, climb and energy): a filter or a
 * sort that reads them. A region, a condition, "newest" and "nearest" do not, so they apply while the figures
 * are still on their way.
 */
export function needsFigures(state: FilterState): boolean {
  if (state.sort === "shortest" || state.sort === "longest" || state.sort === "climb") return true;
  return routeFilters.some((filter) => filter.readsFigures && filter.active(state));
}

/** Whether any filter is asked for (the sort aside). */
export const anyFilter = (state: FilterState) => routeFilters.some((filter) => filter.active(state));

/**
 * The routes to show: those of `matches` (the search's, name matches first) that pass every active filter, in
 * the search's order for "newest" and in `sorted`'s order (sortedRoutes over every route) otherwise.
 */
export function applyFilters(
  matches: readonly Route[],
  sorted: readonly Route[],
  state: FilterState,
  figures: FiguresById,
  conditionOf: ConditionOf = noConditions,
): readonly Route[] {
  const active = routeFilters.filter((filter) => filter.active(state));
  const subjectOf = subjects(figures, conditionOf);
  const passes = (route: Route) => {
    const subject = subjectOf(route);
    for (const filter of active) if (!filter.passes(state, subject)) return false;
    return true;
  };
  if (sorted === matches || state.sort === "newest") return active.length === 0 ? matches : matches.filter(passes);
  // Every route matches (no search): the sorted list is the list.
  if (matches.length === sorted.length) return active.length === 0 ? sorted : sorted.filter(passes);
  const matched = new Set(matches);
  return sorted.filter((route) => matched.has(route) && passes(route));
}

/** How many routes each choice of a filter would leave, with the other filters as they are. */
export interface FilterCounts {
  /** With the filters as they are. */
  total: number;
  regions: ReadonlyMap<string, number>;
  battery: ReadonlyMap<BatterySize, number>;
  /** Routes the rider's own battery is enough for (0 when it is not set). */
  batteryMine: number;
  /** With the battery filter as it is: routes left out because their energy cannot be estimated. */
  batteryUnjudged: number;
  track: number;
  /** Routes of each current condition; a condition no route has is not in it. */
  conditions: ReadonlyMap<RouteCondition, number>;
  /** With a climb range: how many routes it keeps because their climb is not known, when they are kept. */
  climbUnknown: number;
  /** The distances (km) of the routes the other filters leave, for a draft of a range (countWithRange). */
  distancesBeforeDistance: Float64Array;
  /** The climbs (m) of the routes the other filters leave, NaN where not known. */
  climbsBeforeClimb: Float64Array;
}

/** The counts the panel shows beside each choice, over the search's matches. One pass over the routes. */
export function filterCounts(matches: readonly Route[], state: FilterState, figures: FiguresById, conditionOf: ConditionOf = noConditions): FilterCounts {
  const active = routeFilters.filter((filter) => filter.active(state));
  const regions = new Map<string, number>();
  const conditions = new Map<RouteCondition, number>();
  const battery = new Map<BatterySize, number>(BATTERY_SIZES_WH.map((size) => [size, 0]));
  const distances = new Float64Array(matches.length);
  const climbs = new Float64Array(matches.length);
  let distanceCount = 0;
  let climbCount = 0;
  let total = 0;
  let batteryUnjudged = 0;
  let batteryMine = 0;
  const mine: FilterState = { ...state, battery: "mine" };
  let track = 0;
  let climbUnknown = 0;
  const subjectOf = subjects(figures, conditionOf);
  for (const route of matches) {
    const subject = subjectOf(route);
    let failed: FilterName | null = null;
    let failures = 0;
    for (const filter of active) {
      if (!filter.passes(state, subject)) {
        failed = filter.name;
        failures += 1;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0) total += 1;
    // Each filter's choices are counted over the routes every other filter keeps.
    if (failed === null || failed === "region") regions.set(route.region, (regions.get(route.region) ?? 0) + 1);
    if (failed === null || failed === "battery") {
      const wh = subject.figures?.mediumWh;
      if (wh == null) batteryUnjudged += 1;
      else for (const size of BATTERY_SIZES_WH) if (wh <= size) battery.set(size, (battery.get(size) ?? 0) + 1);
      if (state.riderBattery && fitsBattery(mine, subject.figures)) batteryMine += 1;
    }
    if ((failed === null || failed === "track") && subject.figures !== undefined) track += 1;
    if ((failed === null || failed === "condition") && subject.condition !== undefined)
      conditions.set(subject.condition, (conditions.get(subject.condition) ?? 0) + 1);
    if (failed === null || failed === "distance") distances[distanceCount++] = distanceOf(subject);
    if (failed === null || failed === "climb") {
      const climb = subject.figures?.climbM;
      climbs[climbCount++] = climb ?? Number.NaN;
      if (climb == null) climbUnknown += 1;
    }
  }
  // In the conditions' own order (open … closed), as the panel lists them.
  const ordered = new Map(
    routeConditions.flatMap((condition) => (conditions.has(condition) ? [[condition, conditions.get(condition) as number] as const] : [])),
  );
  return {
    total,
    regions,
    battery,
    batteryMine,
    batteryUnjudged: state.battery === null ? 0 : batteryUnjudged,
    track,
    conditions: ordered,
    climbUnknown,
    distancesBeforeDistance: distances.subarray(0, distanceCount),
    climbsBeforeClimb: climbs.subarray(0, climbCount),
  };
}

/** How many routes a draft range would leave (the panel shows it before the range is applied). */
export function countWithRange(counts: FilterCounts, name: "distance" | "climb", range: NumberRange | null, climbUnknownKept: boolean): number {
  const values = name === "distance" ? counts.distancesBeforeDistance : counts.climbsBeforeClimb;
  if (range === null) return values.length;
  let count = 0;
  // A climb that is not known (NaN) is counted when such routes are kept; NaN is in no range.
  for (const value of values) if (Number.isNaN(value) ? climbUnknownKept : inRange(value, range)) count += 1;
  return count;
}

/**
 * The regions the site names in English (content/en/regions.ts, listed in Icelandic alphabetical order; a test
 * checks the order with the browser's own Icelandic collation). The first use of that collation loads its data,
 * a task of its own on a phone while /routes opens, so routes in these regions alone are ordered by this list.
 */
export const KNOWN_REGIONS_IN_ORDER: readonly string[] = Object.keys(regionsEn);
const knownRegions = new Set(KNOWN_REGIONS_IN_ORDER);

/** The regions the routes have, in Icelandic alphabetical order. */
export function regionsOf(routes: readonly Route[]): string[] {
  const present = new Set(routes.map((route) => route.region));
  if ([...present].every((region) => knownRegions.has(region))) return KNOWN_REGIONS_IN_ORDER.filter((region) => present.has(region));
  return [...present].sort((a, b) => a.localeCompare(b, "is"));
}
