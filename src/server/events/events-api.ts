import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { eventInputSchema } from "../../shared/event.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError, parseOrReject } from "../http/validation.ts";
import type { ResourceApiOptions } from "../http/versioned-json-cache.ts";
import { serveCachedList } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";

/** /backend/*_event(s).php. */
export const eventsApi: FastifyPluginAsync<ResourceApiOptions> = async (app, { store, fastReads }) => {
  serveCachedList(
    app,
    fastReads,
    apiPaths.events,
    () => store.dataVersion("events"),
    () => store.listEvents(),
  );
};

/** The admin's writes to events; registered inside adminApi, which guards them. */
export const eventWrites: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  app.post(apiPaths.addEvent, { config: writeRateLimit() }, async (request) => {
    const input = parseOrReject(eventInputSchema, request.body);
    const event = await store.addEvent(input, request.admin?.email);
    return { message: `Event "${event.name}" added`, event };
  });

  app.get(apiPaths.deleteEvent, { config: writeRateLimit(), exposeHeadRoute: false }, async (request) => {
    const id = parseIdQuery(request.query);
    if (!(await store.deleteEvent(id, request.admin?.email))) throw new ClientError(404, `No event with id ${id}`);
    return { message: `Event ${id} deleted` };
  });
};
