/**
 * Writes are admin-only, same-origin only and limited to a human pace. The
 * deletes are GET requests without the HEAD twin Fastify
 * adds to every GET: a HEAD request must never change anything. A new object
 * for each route: @fastify/rate-limit adds its hook to the options it is given,
 * and options shared between routes would run each route's limiter on all of them.
 */
export const writeRateLimit = () => ({ rateLimit: { max: 60, timeWindow: "1 minute" } });
