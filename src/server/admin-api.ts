import type { FastifyPluginAsync } from "fastify";
import type { Clock } from "./clock.ts";
import { conditionWrites } from "./conditions/conditions-api.ts";
import { englishTextWrites } from "./english-texts/english-texts-api.ts";
import { eventWrites } from "./events/events-api.ts";
import type { IdentityService } from "./identity/identity-service.ts";
import { requireAdmin, requireSameOrigin } from "./identity/request-guards.ts";
import { photoWrites } from "./photos/photos-api.ts";
import { routeWrites } from "./routes/routes-api.ts";
import type { SiteStore } from "./store/site-store.ts";
import type { AnalyseGpxOptions } from "./tracks/analyse-gpx.ts";
import { trackWrites } from "./tracks/tracks-api.ts";

export interface AdminApiOptions {
  store: SiteStore;
  identity: IdentityService;
  gpxAnalysis?: AnalyseGpxOptions | undefined;
  /** The app's clock: a route's condition is checked today unless the admin says otherwise. */
  clock: Clock;
}

/**
 * Every write of the site, behind one pair of guards. They run as soon as a request arrives, before its
 * body is read: a request another site started is refused (403), then one without the admin's session
 * (401). A route registered here cannot forget them.
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, { store, identity, gpxAnalysis, clock }) => {
  app.addHook("onRequest", requireSameOrigin);
  app.addHook("onRequest", requireAdmin(identity));
  await app.register(routeWrites, { store });
  await app.register(eventWrites, { store });
  await app.register(trackWrites, { store, gpxAnalysis });
  await app.register(englishTextWrites, { store });
  await app.register(conditionWrites, { store, clock });
  await app.register(photoWrites, { store });
};
