import { startTransition, useEffect, useState } from "react";
import { apiPaths } from "../../../shared/api-paths.ts";
import type { RoutePhoto } from "../../../shared/photo.ts";
import type { Route } from "../../../shared/route.ts";
import type { RouteConditions } from "../../../shared/route-condition.ts";
import type { RouteTrack } from "../../../shared/track.ts";

export interface RouteDetails {
  route: Route;
  track: RouteTrack | null;
  /** The route's condition, latest changes and season; absent until the route's data has come. */
  conditions?: RouteConditions;
  /** Its photos, the cover first (docs/decisions/041). */
  photos?: RoutePhoto[];
}

export type RouteDetailsState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: Error }
  /** track: null when the route has none; undefined while it is still on its way (the route came with the page). */
  | { status: "loaded"; route: Route; track: RouteTrack | null | undefined; conditions?: RouteConditions; photos?: RoutePhoto[] };

/** GET /api/routes/:id; null for a 404 (unknown route), an error for any other non-OK status. */
export async function fetchRouteDetails(id: number, signal?: AbortSignal): Promise<RouteDetails | null> {
  const response = await fetch(apiPaths.routeDetails(id), { headers: { accept: "application/json" }, signal });
  if (response.status === 404) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP error! Status: ${response.status}`);
  }
  return (await response.json()) as RouteDetails;
}

/**
 * One route with its track; a null id (malformed in the address) is not found without asking the server.
 * A route the server sent with the page (`known`) shows at once while its track loads.
 */
export function useRouteDetails(id: number | null, known?: Route): RouteDetailsState {
  const [state, setState] = useState<RouteDetailsState>(() =>
    known && known.id === id ? { status: "loaded", route: known, track: undefined } : { status: "loading" },
  );
  useEffect(() => {
    if (id === null) {
      setState({ status: "not-found" });
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === "loaded" && current.route.id === id ? current : { status: "loading" }));
    fetchRouteDetails(id, controller.signal).then(
      // A transition: the track, its profile and figures render in slices, and the page keeps answering taps.
      (details) =>
        startTransition(() =>
          setState(
            details
              ? { status: "loaded", route: details.route, track: details.track, conditions: details.conditions, photos: details.photos ?? [] }
              : { status: "not-found" },
          ),
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [id]);
  return state;
}
