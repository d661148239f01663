/**
 * The filters' and the sort's state in the /routes address, beside the spec's `search` and `routeId`, so a
 * filtered list can be shared and the back button works:
 * `distance=20-60` (km; `-40` and `100-` leave an end open), `climb=0-600` (m), `climbUnknown=1` (with a climb
 * range, keep routes whose climb is not known), `region=<a region's name>`, `battery=500|625|750|mine` (mine: the rider's own battery, kept on the device), `track=1`,
 * `condition=open|caution|mud|snow|closed`, `sort=newest|shortest|longest|climb|nearest`.
 * Anything unknown or malformed is ignored, never an error: that filter is simply off.
 */
import { type RouteCondition, routeConditions } from "../../../../shared/route-condition.ts";
import { BATTERY_SIZES_WH } from "../../../../shared/track.ts";
import { type BatterySize, type FilterState, NO_FILTERS, type NumberRange, SORT_KEYS, type SortKey } from "./route-filters.ts";

/** The parameters the filters own; every other parameter of the address is left as it is. */
export const FILTER_PARAMS = ["distance", "climb", "climbUnknown", "region", "battery", "track", "condition", "sort"] as const;

/** The largest end a range may have: more than any route in Iceland (km) or any climb (m). */
const RANGE_LIMIT = 100_000;
const NUMBER = /^(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/;

/** "20-60", "-40" or "100-": an inclusive range of non-negative numbers, min ≤ max; null when malformed. */
export function parseRange(value: string | null): NumberRange | null {
  if (value === null) return null;
  const parts = value.split("-");
  if (parts.length !== 2) return null;
  const [low, high] = parts as [string, string];
  if ((low !== "" && !NUMBER.test(low)) || (high !== "" && !NUMBER.test(high))) return null;
  const min = low === "" ? null : Number(low);
  const max = high === "" ? null : Number(high);
  if (min === null && max === null) return null;
  if ((min ?? 0) > RANGE_LIMIT || (max ?? 0) > RANGE_LIMIT) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatRange(range: NumberRange): string {
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

/** A region's name as the address may carry it: 1 to 100 characters, not blank. Whether the data has it is the page's to check. */
function parseRegion(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > 100 ? null : trimmed;
}

function parseBattery(value: string | null): BatterySize | "mine" | null {
  if (value === "mine") return "mine";
  return BATTERY_SIZES_WH.find((size) => String(size) === value) ?? null;
}

function parseCondition(value: string | null): RouteCondition | null {
  return routeConditions.find((condition) => condition === value) ?? null;
}

function parseSort(value: string | null): SortKey {
  return SORT_KEYS.find((key) => key === value) ?? "newest";
}

/** The state the address asks for; each malformed or unknown value leaves its filter off. */
export function parseFilterParams(params: URLSearchParams): FilterState {
  const climb = parseRange(params.get("climb"));
  return {
    distance: parseRange(params.get("distance")),
    climb,
    climbUnknownKept: climb !== null && params.get("climbUnknown") === "1",
    region: parseRegion(params.get("region")),
    battery: parseBattery(params.get("battery")),
    track: params.get("track") === "1",
    condition: parseCondition(params.get("condition")),
    sort: parseSort(params.get("sort")),
  };
}

/**
 * The address's parameters for a state: those of `current` that are not the filters' (search, routeId and any
 * other) as they were, then the filters that are on. The default sort and filters that are off are left out.
 */
export function filterSearchParams(current: URLSearchParams, state: FilterState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(FILTER_PARAMS as readonly string[]).includes(key)) next.append(key, value);
  if (state.distance) next.set("distance", formatRange(state.distance));
  if (state.climb) {
    next.set("climb", formatRange(state.climb));
    if (state.climbUnknownKept) next.set("climbUnknown", "1");
  }
  if (state.region !== null) next.set("region", state.region);
  if (state.battery !== null) next.set("battery", String(state.battery));
  if (state.track) next.set("track", "1");
  if (state.condition !== null) next.set("condition", state.condition);
  if (state.sort !== NO_FILTERS.sort) next.set("sort", state.sort);
  return next;
}
