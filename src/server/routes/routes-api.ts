import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { routeInputSchema } from "../../shared/route.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError, parseOrReject } from "../http/validation.ts";
import type { ResourceApiOptions } from "../http/versioned-json-cache.ts";
import { serveCachedList } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";

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
