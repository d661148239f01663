import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { apiPaths } from "../../../../shared/api-paths.ts";
import type { Route } from "../../../../shared/route.ts";
import type { RouteFiguresRow } from "../../../../shared/track.ts";
import { loadList, type RemoteList } from "../../../lib/remote-list.ts";
import type { RouteExtras } from "../../../lib/route-extras.ts";
import { whenIdle } from "../../../lib/when-idle.ts";
import type { RouteSearch } from "../list/use-route-search.ts";
import type { ConditionOf, FiguresById, FilterState, Position, RiderBattery } from "./route-filters.ts";

/** The filters' code and texts: a chunk of their own, fetched when /routes opens (never with the site's shell). */
type FiltersChunk = typeof import("./filters-chunk.ts");
let chunk: FiltersChunk | undefined;
let chunkLoading: Promise<FiltersChunk> | undefined;
function loadFiltersChunk(): Promise<FiltersChunk> {
  chunkLoading ??= import("./filters-chunk.ts").then((loaded) => {
    chunk = loaded;
    return loaded;
  });
  chunkLoading.catch(() => {
    chunkLoading = undefined;
  });
  return chunkLoading;
}

/** The address parameters the filters own (filter-params.ts reads and writes them). */
const FILTER_PARAM_NAMES = ["distance", "climb", "climbUnknown", "region", "battery", "track", "condition", "sort"];

export type Locating = "idle" | "asking" | "failed";

export interface RouteFilters {
  /** The filters' code, once loaded (the panel renders from it). */
  chunk: FiltersChunk | undefined;
  /** The state the address asks for, with a region the data does not have left out; null until the code is loaded. */
  state: FilterState | null;
  figures: RemoteList<RouteFiguresRow>;
  figuresById: FiguresById;
  regions: readonly string[];
  /** The search's matches that pass the filters, in the sort's order: what the cards and the map show. */
  shown: readonly Route[];
  /** True while the address asks for filters that cannot be applied yet (their code or figures on the way). */
  waiting: boolean;
  /** Changes whenever the address's filters do. */
  key: string;
  /**
   * Writes a new state into the address (a history entry, so the back button returns to the last one), with
   * the search field's text (or `searchText`) as `search`, so the address shows the same list.
   */
  setState(state: FilterState, searchText?: string): void;
  /** "Nearest to me": asks the browser for the position, then sorts by it; the position stays in this page. */
  locate(): void;
  locating: Locating;
  position: Position | null;
  /** Each route's current condition, and a condition's word, when the page has them (RouteExtras). */
  conditionOf: ConditionOf | undefined;
  conditionName: ((condition: NonNullable<ReturnType<ConditionOf>>) => string) | undefined;
}

const NO_FIGURES: FiguresById = new Map();

/** The routes' figures (decision 043), asked for only once the filters need them. */
function useFigures(wanted: boolean): RemoteList<RouteFiguresRow> {
  const [figures, setFigures] = useState<RemoteList<RouteFiguresRow>>({ status: "loading" });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadList<RouteFiguresRow>(apiPaths.routeFigures).then(
      (items) => current && startTransition(() => setFigures({ status: "loaded", items })),
      (error: unknown) => current && setFigures({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return figures;
}

/**
 * The /routes filters and sort over the search's matches. The state lives in the address beside `search` and
 * `routeId`; the filters' code loads as its own chunk, and the cards wait for it only when the address asks
 * for a filter or a sort.
 */
export function useRouteFilters(search: RouteSearch, params: URLSearchParams, extras: RouteExtras = {}): RouteFilters {
  const { condition: conditionOf, conditionName } = extras;
  const [loaded, setLoaded] = useState(chunk);
  const { newestFirst, matches } = search;
  const filterKey = FILTER_PARAM_NAMES.map((name) => params.getAll(name).join("\u0000")).join("\u0001");
  const asked = FILTER_PARAM_NAMES.some((name) => params.has(name));
  const listed = newestFirst.length > 0;
  // Asked for by the address: at once, and the cards wait. Otherwise once the routes are listed and the browser
  // is idle, so that neither the code, nor the figures it asks for, nor the panel's first render fall among the
  // cards' and the map's first tasks (docs/decisions/057).
  useEffect(() => {
    if (loaded || !(asked || listed)) return;
    let current = true;
    const load = () =>
      loadFiltersChunk().then(
        (filters) => current && startTransition(() => setLoaded(filters)),
        (error: unknown) => console.error(error),
      );
    if (asked) {
      load();
      return () => {
        current = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      current = false;
      cancel();
    };
  }, [loaded, asked, listed]);
  const figures = useFigures(asked || loaded !== undefined);
  const [location, navigate] = useLocation();
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState<Locating>("idle");
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter parameters of params.
  const parsed = useMemo(() => loaded?.parseFilterParams(params) ?? null, [loaded, filterKey]);
  const figuresById = useMemo(() => (loaded && figures.status === "loaded" ? loaded.figuresById(figures.items) : NO_FIGURES), [loaded, figures]);
  const regions = useMemo(() => loaded?.regionsOf(newestFirst) ?? [], [loaded, newestFirst]);
  // The rider's own battery (kept on the device, never in the address) for "Dugar minni rafhlöðu", once set; read
  // when the filters' chunk comes, as the settings change on a route's page, not here.
  const [riderBattery, setRiderBattery] = useState<RiderBattery | null>(null);
  useEffect(() => {
    const stored = loaded?.storedRiderBattery() ?? null;
    if (!loaded || !stored) return;
    let current = true;
    loaded
      .withNeed(stored)
      .then((battery) => {
        if (current) setRiderBattery(battery);
      })
      .catch((error: unknown) => console.warn("The battery model could not be loaded.", error));
    return () => {
      current = false;
    };
  }, [loaded]);
  const state = useMemo(() => {
    if (!parsed) return parsed;
    const known = parsed.region !== null && !regions.includes(parsed.region) ? { ...parsed, region: null } : parsed;
    return { ...known, riderBattery };
  }, [parsed, regions, riderBattery]);
  // Sorted again only when the sort (or what it sorts by) changes, not with every other filter; each order is kept
  // while the routes, their figures and the position stay the same, so going back to an earlier sort is free.
  const sort = state?.sort;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cache whenever what the orders are made of changes.
  const orders = useMemo(() => new Map<string, readonly Route[]>(), [loaded, newestFirst, figuresById, position]);
  const sorted = useMemo(() => {
    if (!loaded || !sort) return newestFirst;
    const known = orders.get(sort);
    if (known) return known;
    const order = loaded.sortedRoutes(newestFirst, figuresById, sort, position);
    orders.set(sort, order);
    return order;
  }, [orders, loaded, sort, newestFirst, figuresById, position]);
  const shown = useMemo(
    () => (loaded && state ? loaded.applyFilters(matches, sorted, state, figuresById, conditionOf) : matches),
    [loaded, state, matches, sorted, figuresById, conditionOf],
  );

  const setState = useCallback(
    (next: FilterState, searchText = search.text) => {
      if (!loaded) return;
      const current = new URLSearchParams(window.location.search);
      // The search field's text goes with the filters, so the shared address shows the same list.
      if (searchText.trim() === "") current.delete("search");
      else current.set("search", searchText);
      const query = loaded.filterSearchParams(current, next).toString();
      // Another sort chosen: the message about a position that could not be had has served its turn.
      if (next.sort !== "nearest") setLocating("idle");
      navigate(query === "" ? location : `${location}?${query}`);
    },
    [loaded, navigate, location, search.text],
  );

  const locate = useCallback(() => {
    if (!state) return;
    const chosen = state;
    if (!("geolocation" in navigator)) {
      setLocating("failed");
      return;
    }
    setLocating("asking");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setLocating("idle");
        if (chosen.sort !== "nearest") setState({ ...chosen, sort: "nearest" });
      },
      // Refused, or no position: the list keeps its order and the panel says why.
      () => setLocating("failed"),
      { maximumAge: 600_000, timeout: 20_000 },
    );
  }, [state, setState]);

  // The cards wait for the figures only when a filter or the sort reads them, and a condition filter waits for
  // the routes' conditions (the page's extras say when they are known).
  const waiting =
    asked &&
    (!loaded || state === null || (figures.status === "loading" && loaded.needsFigures(state)) || (state.condition !== null && conditionOf === undefined));
  return useMemo(
    () => ({
      chunk: loaded,
      state,
      figures,
      figuresById,
      regions,
      shown,
      waiting,
      key: filterKey,
      setState,
      locate,
      locating,
      position,
      conditionOf,
      conditionName,
    }),
    [loaded, state, figures, figuresById, regions, shown, waiting, filterKey, setState, locate, locating, position, conditionOf, conditionName],
  );
}
