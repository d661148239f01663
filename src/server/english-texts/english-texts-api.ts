import type { FastifyPluginAsync } from "fastify";
import { apiPaths } from "../../shared/api-paths.ts";
import { type EnglishTextKind, englishTextsSchema } from "../../shared/english-texts.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { writeRateLimit } from "../http/limits.ts";
import { ClientError, parseOrReject } from "../http/validation.ts";
import { serveCachedList } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";

const kinds: { kind: EnglishTextKind; list: string; one: (id: number | string) => string; dataSet: "routes" | "events" }[] = [
  { kind: "route", list: apiPaths.englishRoutes, one: apiPaths.englishRoute, dataSet: "routes" },
  { kind: "event", list: apiPaths.englishEvents, one: apiPaths.englishEvent, dataSet: "events" },
];

/**
 * The English names and descriptions of routes and events, for the English pages: their own lists, so the
 * spec's `get_routes.php` and `get_events.php` keep exactly their fields. Cached per data version like them.
 */
export const englishTextsApi: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  for (const { kind, list, dataSet } of kinds) {
    serveCachedList(
      app,
      undefined,
      list,
      () => store.dataVersion(dataSet),
      () => store.listEnglishTexts(kind),
    );
  }
};

/** The admin's writes of English texts; registered inside adminApi, which guards them. */
export const englishTextWrites: FastifyPluginAsync<{ store: SiteStore }> = async (app, { store }) => {
  for (const { kind, one } of kinds) {
    app.put(one(":id"), { config: writeRateLimit() }, async (request) => {
      const id = parseIdQuery(request.params);
      const texts = parseOrReject(englishTextsSchema, request.body);
      if (!(await store.setEnglishTexts(kind, id, texts, request.admin?.email))) throw new ClientError(404, `No ${kind} with id ${id}`);
      return { message: `English texts of ${kind} ${id} saved`, texts };
    });
  }
};
