import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { toIsoDate } from "../../shared/dates.ts";
import { OTHER_PATH, pageViewSchema, referrerHost } from "../../shared/page-view.ts";
import { routePagePattern, sitePaths } from "../../shared/site-paths.ts";
import type { Clock } from "../clock.ts";
import { parseOrReject } from "../http/validation.ts";
import type { SiteStore } from "../store/site-store.ts";

/**
 * First-party, anonymous page-view counting, used only after the visitor's
 * consent (the browser decides; see src/web/features/consent/analytics.ts).
 * Stored: day, path, the referrer's host name and a device class. Not stored:
 * the address, cookies, user agent or anything that tells visitors apart.
 */
const ownPaths = new Set<string>(sitePaths);
const routePage = /^\/routes\/[1-9]\d{0,9}$/;

export const pageViewsApi: FastifyPluginAsync<{ store: SiteStore; now: Clock }> = async (app, { store, now }) => {
  app.post(
    apiPaths.pageView,
    {
      // Stops one client inflating the counts. The limiter's counter names the client by a keyed hash of its
      // address that changes every UTC day, never the address (app.ts, docs/decisions/030).
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const view = parseOrReject(pageViewSchema, request.body);
      await store.countPageView({
        day: toIsoDate(now()),
        // Only the site's own pages get a row each; route pages count together as "/routes/:id" (one row,
        // however many ids a client makes up); any other path a client sends is one "other" row a day.
        path: ownPaths.has(view.path) ? view.path : routePage.test(view.path) ? routePagePattern : OTHER_PATH,
        referrerHost: referrerHost(view.referrer, request.headers.host),
        deviceClass: view.device,
      });
      return reply.code(204).send();
    },
  );
};
