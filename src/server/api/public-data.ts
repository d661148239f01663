import type { FastifyPluginAsync } from "fastify";
import type { SiteStore } from "../store/site-store.ts";

/**
 * The public reads of SPEC section 7. Answers are plain JSON arrays; the etag
 * plugin registered in app.ts turns a repeated request into a 304, and the
 * no-cache header makes browsers revalidate so an admin's change shows at once.
 */
export const publicDataRoutes: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  app.get("/backend/get_routes.php", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return store.listRoutes();
  });

  app.get("/backend/get_events.php", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return store.listEvents();
  });
};
