import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { toIsoDate } from "../../shared/dates.ts";
import { type ConditionReport, RECENT_CONDITIONS, type RouteSeason } from "../../shared/route-condition.ts";
import { conditionInputSchema, seasonInputSchema } from "../../shared/route-condition-input.ts";
import type { Clock } from "../clock.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError, parseOrReject } from "../http/validation.ts";
import { serveCachedList } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";

const noRoute = (id: number) => new ClientError(404, `Engin leið með auðkennið ${id}`);

/**
 * The public reads of route conditions: the list the cards, the map and the admin's list read (its own
 * endpoint, so get_routes.php keeps exactly its fields), and one route's whole history. Both follow the
 * routes' data version, which every change of a condition or season moves.
 */
export const conditionsApi: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  serveCachedList(
    app,
    undefined,
    apiPaths.routeConditions,
    () => store.dataVersion("routes"),
    () => store.listRouteConditions(),
  );

  app.get(apiPaths.routeCondition(":id"), async (request, reply) => {
    const id = parseIdQuery(request.params);
    if (!(await store.getRoute(id))) throw noRoute(id);
    reply.header("cache-control", "no-cache");
    return (await store.getRouteConditions(id)).recent;
  });
};

/** The admin's writes of conditions and seasons; registered inside adminApi, which guards them. */
export const conditionWrites: FastifyPluginAsync<{ store: SiteStore; clock: Clock }> = async (app, { store, clock }) => {
  app.put(apiPaths.routeCondition(":id"), { config: writeRateLimit() }, async (request) => {
    const id = parseIdQuery(request.params);
    const input = parseOrReject(conditionInputSchema, request.body, "is");
    // The day it was checked is the server's today unless the admin says otherwise (Iceland keeps UTC all year).
    const today = toIsoDate(clock());
    const checkedOn = input.checkedOn ?? today;
    if (checkedOn > today) throw new ClientError(400, "checkedOn má ekki vera síðar en í dag");
    const report: ConditionReport = { condition: input.condition, note: input.note, checkedOn };
    if (!(await store.setRouteCondition(id, report, request.admin?.email))) throw noRoute(id);
    return { message: `Ástand leiðar ${id} vistað`, conditions: await store.getRouteConditions(id, RECENT_CONDITIONS) };
  });

  app.put(apiPaths.routeSeason(":id"), { config: writeRateLimit() }, async (request) => {
    const id = parseIdQuery(request.params);
    // JSON null clears the season.
    const season: RouteSeason | null = request.body === null ? null : parseOrReject(seasonInputSchema, request.body, "is");
    if (!(await store.setRouteSeason(id, season, request.admin?.email))) throw noRoute(id);
    return { message: season ? `Tímabil leiðar ${id} vistað` : `Tímabil leiðar ${id} fjarlægt`, season };
  });
};
