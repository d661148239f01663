import fastifyCompress from "@fastify/compress";
import fastifyEtag from "@fastify/etag";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { analyticsRoutes } from "./api/analytics.ts";
import { publicDataRoutes } from "./api/public-data.ts";
import type { ServerConfig } from "./config.ts";
import type { SiteStore } from "./store/site-store.ts";
import { webRoutes } from "./web.ts";

export interface AppOptions {
  config: Pick<ServerConfig, "webRoot" | "mapTileUrl" | "mapTileAttribution"> & Partial<Pick<ServerConfig, "gaMeasurementId">>;
  store: SiteStore;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app: API, then the web app. main.ts listens; tests call inject(). */
export async function buildApp({ config, store, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Admin forms send small JSON; anything larger is refused with 413 before it is read.
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      // Details of a server fault stay in the log; the client gets a plain message.
      return reply.code(status).send({ message: "Internal server error" });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyEtag);
  // Limits are set per route (config.rateLimit); reads of public data are not limited.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(publicDataRoutes, { store });
  await app.register(analyticsRoutes, { store });
  await app.register(webRoutes, {
    webRoot: config.webRoot,
    publicConfig: {
      "map-tile-url": config.mapTileUrl,
      "map-tile-attribution": config.mapTileAttribution,
      ...(config.gaMeasurementId ? { "ga-measurement-id": config.gaMeasurementId } : {}),
    },
  });
  return app;
}
