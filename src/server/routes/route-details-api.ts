import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { RECENT_CONDITIONS } from "../../shared/route-condition.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { ClientError } from "../http/validation.ts";
import { cachedListRoute, VersionedJsonCache } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";
import { toRouteTrack } from "../tracks/tracks-api.ts";

/** GET /api/routes/:id: everything the route's own page shows, in one cached answer per route. */
export const routeDetailsApi: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  // One entry per route page, bounded: a page is a few hundred kilobytes at most.
  const cache = new VersionedJsonCache(200);

  app.get(apiPaths.routeDetails(":id"), cachedListRoute(app), async (request, reply) => {
    const id = parseIdQuery(request.params);
    return cache.send(request, reply, `route:${id}`, await store.dataVersion("routes"), async () => {
      const route = await store.getRoute(id);
      if (!route) throw new ClientError(404, `No route with id ${id}`);
      const stored = await store.getRouteTrack(id);
      const conditions = await store.getRouteConditions(id, RECENT_CONDITIONS);
      return { route, track: stored ? toRouteTrack(route, stored) : null, conditions, photos: await store.photos.listPhotos(id) };
    });
  });
};
