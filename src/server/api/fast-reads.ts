import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { CachedAnswer } from "./versioned-json-cache.ts";

/** Answers a fast read from the request's conditional and encoding headers. */
export type FastAnswer = (ifNoneMatch: string | undefined, acceptEncoding: string | undefined) => Promise<CachedAnswer>;

/**
 * The cached public lists (get_routes.php, get_events.php), answered before
 * Fastify sees the request: the most-read URLs of the site, whose answers are
 * built once per data version (VersionedJsonCache). Fastify's routing, hooks,
 * request and reply objects cost about half the CPU time of such a read
 * (README, Performance; docs/decisions/019).
 *
 * Only the plainest requests take this path: GET or HEAD of exactly a
 * registered path (no query string), without a body. Everything else, and
 * every request while the app is closing, goes to Fastify. The answer is the
 * same either way: the same cache, the same data-version check on every read,
 * the same 304, encoding and HEAD handling, and the same security headers
 * (fast-reads.test.ts compares the two paths header for header). If the
 * answer cannot be built (the database is unreachable, say), the request is
 * handed to Fastify untouched, which answers and logs the error as for any
 * other request.
 */
export class FastReads {
  readonly #answers = new Map<string, FastAnswer>();
  readonly #fixedHeaders: readonly (readonly [string, string])[];
  /** Each answer's headers as one flat list, built once: the answers live as long as their list's version. */
  readonly #headerLists = new WeakMap<CachedAnswer, string[]>();
  #open = true;

  /** fixedHeaders: the headers every answer of the app carries (securityHeaders). */
  constructor(fixedHeaders: readonly (readonly [string, string])[]) {
    this.#fixedHeaders = fixedHeaders;
  }

  add(path: string, answer: FastAnswer): void {
    this.#answers.set(path, answer);
  }

  /** From now on every request goes to Fastify (which answers 503 while it closes). */
  close(): void {
    this.#open = false;
  }

  /** A request listener that answers what it can and hands the rest to fallback (Fastify's). */
  listener(fallback: RequestListener): RequestListener {
    return (request, response) => {
      const answer = this.#open && (request.method === "GET" || request.method === "HEAD") ? this.#answers.get(request.url ?? "") : undefined;
      if (answer === undefined || request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined) {
        fallback(request, response);
        return;
      }
      answer(request.headers["if-none-match"], request.headers["accept-encoding"])
        .then(
          (cached) => this.#write(response, cached),
          () => fallback(request, response),
        )
        // Writing cannot fail with the headers the cache builds; if it ever did, the connection ends rather than the process.
        .catch(() => response.destroy());
    };
  }

  #write(response: ServerResponse, answer: CachedAnswer): void {
    let headers = this.#headerLists.get(answer);
    if (headers === undefined) {
      headers = [...this.#fixedHeaders.flat(), ...Object.entries(answer.headers).flat()];
      if (answer.body !== undefined) headers.push("content-length", String(answer.body.length));
      this.#headerLists.set(answer, headers);
    }
    response.writeHead(answer.status, headers);
    // Node sends no body for a HEAD request (its headers still give the GET's length) nor for a 304.
    response.end(answer.body);
  }
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would create, with the same
 * timeouts, whose requests reach fastReads first.
 */
export function fastReadsServer(fastReads: FastReads) {
  return (handler: RequestListener, options: FastifyServerOptions): Server => {
    const server = createServer(fastReads.listener(handler as (request: IncomingMessage, response: ServerResponse) => void));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
