import type { FastifyPluginAsync } from "fastify";
import { EVENTS_PATH } from "../../shared/api-paths.ts";
import { eventInputSchema } from "../../shared/event.ts";
import { requireAdmin, requireSameOrigin } from "../identity/request-guards.ts";
import { parseIdQuery } from "./id-query.ts";
import { type ResourceApiOptions, writeRateLimit } from "./routes-api.ts";
import { ClientError, parseOrReject } from "./validation.ts";
import { serveCachedList } from "./versioned-json-cache.ts";

/** /backend/*_event(s).php (SPEC section 7). */
export const eventsApi: FastifyPluginAsync<ResourceApiOptions> = async (app, { store, identity, fastReads }) => {
  const guards = [requireSameOrigin, requireAdmin(identity)];

  serveCachedList(
    app,
    fastReads,
    EVENTS_PATH,
    () => store.dataVersion("events"),
    () => store.listEvents(),
  );

  app.post("/backend/add_event.php", { preHandler: guards, config: writeRateLimit }, async (request) => {
    const input = parseOrReject(eventInputSchema, request.body);
    const event = await store.addEvent(input, request.admin?.email);
    return { message: `Event "${event.name}" added`, event };
  });

  app.get("/backend/delete_event.php", { preHandler: guards, config: writeRateLimit, exposeHeadRoute: false }, async (request) => {
    const id = parseIdQuery(request.query);
    if (!(await store.deleteEvent(id, request.admin?.email))) throw new ClientError(404, `No event with id ${id}`);
    return { message: `Event ${id} deleted` };
  });
};
