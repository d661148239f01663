import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { routeInputSchema } from "../../shared/route.ts";
import type { SiteStore } from "../store/site-store.ts";
import type { FastReads } from "./fast-reads.ts";
import { parseIdQuery } from "./id-query.ts";
import { ClientError, parseOrReject } from "./validation.ts";
import { serveCachedList } from "./versioned-json-cache.ts";

export interface ResourceApiOptions {
  store: SiteStore;
  /** Where the list is also answered before Fastify (fast-reads.ts); absent in apps driven by inject() alone. */
  fastReads?: FastReads;
}

/**
 * Writes are admin-only, same-origin only and limited to a human pace. The
 * deletes are GET requests without the HEAD twin Fastify
 * adds to every GET: a HEAD request must never change anything. A new object
 * for each route: @fastify/rate-limit adds its hook to the options it is given,
 * and options shared between routes would run each route's limiter on all of them.
 */
export const writeRateLimit = () => ({ rateLimit: { max: 60, timeWindow: "1 minute" } });

/** /backend/*_route.php. */
export const routesApi: FastifyPluginAsync<ResourceApiOptions> = async (app, { store, fastReads }) => {
  // Browsers revalidate each time (no-cache) and get a 304 while nothing changed.
  serveCachedList(
    app,
    fastReads,
    apiPaths.routes,
    () => store.dataVersion("routes"),
    () => store.listRoutes(),
  );
};

/** The admin's writes to routes; registered inside adminApi, which guards them. */
export const routeWrites: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  app.post(apiPaths.addRoute, { config: writeRateLimit() }, async (request) => {
    const input = parseOrReject(routeInputSchema, request.body);
    const route = await store.addRoute(input, request.admin?.email);
    return { message: `Route "${route.name}" added`, route };
  });

  // The admin's Edit form; the same JSON as add_route.php.
  app.post(apiPaths.updateRoute, { config: writeRateLimit() }, async (request) => {
    const id = parseIdQuery(request.query);
    const input = parseOrReject(routeInputSchema, request.body);
    const route = await store.updateRoute(id, input, request.admin?.email);
    if (!route) throw new ClientError(404, `No route with id ${id}`);
    return { message: `Route "${route.name}" updated`, route };
  });

  app.get(apiPaths.deleteRoute, { config: writeRateLimit(), exposeHeadRoute: false }, async (request) => {
    const id = parseIdQuery(request.query);
    if (!(await store.deleteRoute(id, request.admin?.email))) throw new ClientError(404, `No route with id ${id}`);
    return { message: `Route ${id} deleted` };
  });
};
