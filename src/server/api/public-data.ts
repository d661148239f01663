import type { FastifyPluginAsync } from "fastify";
import type { SiteStore } from "../store/site-store.ts";
import { VersionedJsonCache } from "./versioned-json-cache.ts";

/**
 * The public reads of SPEC section 7: plain JSON arrays. Browsers revalidate
 * each time (no-cache) and get a 304 while nothing changed, so an admin's
 * change shows at once while a phone on a mountain road re-downloads nothing.
 */
export const publicDataRoutes: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  const cache = new VersionedJsonCache();

  app.get("/backend/get_routes.php", async (request, reply) =>
    cache.send(request, reply, "routes", await store.dataVersion("routes"), () => store.listRoutes()),
  );

  app.get("/backend/get_events.php", async (request, reply) =>
    cache.send(request, reply, "events", await store.dataVersion("events"), () => store.listEvents()),
  );
};
