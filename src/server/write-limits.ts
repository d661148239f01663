import type { FastifyInstance, RouteOptions } from "fastify";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasRateLimit(route: RouteOptions): boolean {
  const limit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  return typeof limit === "object" && limit !== null && typeof (limit as { max?: unknown }).max === "number";
}

/**
 * Refuses to start an app with a write that has no rate limit: a route whose `config.rateLimit` is missing
 * or not an object (`config: writeRateLimit` without the call) would otherwise be served unlimited, silently.
 * `everyMethod` also covers GETs, for plugins whose every route writes (the GET deletes).
 */
export function requireRateLimits(app: FastifyInstance, { everyMethod = false } = {}): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((method) => WRITE_METHODS.has(method) || (everyMethod && method !== "HEAD" && method !== "OPTIONS"));
    if (writes && !hasRateLimit(route)) throw new Error(`${methods.join(",")} ${route.url} writes but has no rate limit (config.rateLimit)`);
  });
}
