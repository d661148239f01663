import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { estimateEnergy } from "../../shared/energy-model.ts";
import type { RouteFiguresRow, TrackStats } from "../../shared/track.ts";
import { serveCachedList } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";

/**
 * A track's figures as the list page reads them: the same stats and the same energy model as the route's own
 * page (toRouteTrack), rounded for a filter (docs/decisions/043).
 */
export function routeFiguresRow(routeId: number, stats: TrackStats): RouteFiguresRow {
  const medium = stats.climbM === null ? undefined : estimateEnergy(stats.lengthKm, stats.climbM).find((estimate) => estimate.assist === "medium");
  return [routeId, Math.round(stats.lengthKm * 10) / 10, stats.climbM === null ? null : Math.round(stats.climbM), medium ? medium.wattHours : null];
}

/**
 * GET /api/routes/figures: the track figures of every route that has a track, in one compact list for the
 * /routes filters, so `get_routes.php` keeps exactly the spec's fields. Cached per routes data version with
 * an ETag like the lists (a track's upload or removal changes that version).
 */
export const routeFiguresApi: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  serveCachedList(
    app,
    undefined,
    apiPaths.routeFigures,
    () => store.dataVersion("routes"),
    async () => (await store.listTrackStats()).map(({ routeId, stats }) => routeFiguresRow(routeId, stats)),
  );
};
