import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";

/** One answer as sent: status, every header that goes with it and its bytes, built once. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Absent for a 304. */
  body: Buffer | undefined;
}

/** One list answered before Fastify. */
export interface FastList {
  /** The list's data version, read afresh: a write committed before the call is seen. */
  version: () => Promise<string>;
  /** The answer at that version for the request's conditional and encoding headers: at once when it is built, else a promise of it. */
  answer: (version: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined) => CachedAnswer | Promise<CachedAnswer>;
}

/** Finds the list answering a URL that is not one fixed path (one with an id or a query string), or undefined. */
export type FastMatcher = (url: string) => FastList | undefined;

interface Pending {
  list: FastList;
  request: IncomingMessage;
  response: ServerResponse;
}

/**
 * The cached public lists (get_routes.php, get_events.php), answered before
 * Fastify sees the request: the most-read URLs of the site, whose answers are
 * built once per data version (VersionedJsonCache). Fastify's routing, hooks,
 * request and reply objects cost about half the CPU time of such a read
 * (README, Performance; docs/decisions/019).
 *
 * Only the plainest requests take this path: GET or HEAD of exactly a
 * registered path (no query string), or of a URL a matcher recognises (a
 * route's ride-today answer, already built), without a body. Everything else, and
 * every request while the app is closing, goes to Fastify. The answer is the
 * same either way: the same cache, the same data-version check, the same 304,
 * encoding and HEAD handling, and the same security headers (fast-reads.test.ts
 * compares the two paths header for header). If the answer cannot be built
 * (the database is unreachable, say), the request is handed to Fastify
 * untouched, which answers and logs the error as for any other request.
 *
 * One version read serves every request of a turn of the event loop. The
 * requests read from the sockets in one turn wait in #pending until the turn's
 * I/O is done (setImmediate runs right after it); only then is each list's
 * version read, once, and every waiting request answered from it. Each of
 * those requests had arrived before the version was read, so a write that was
 * acknowledged before a client sent its request is always in its answer: the
 * promise a read per request kept (a write on any server is seen by the next
 * read on every server), for one read per turn. Under load a turn holds a
 * request from most open connections; alone, a request waits for nothing but
 * the end of its own turn.
 */
export class FastReads {
  readonly #lists = new Map<string, FastList>();
  readonly #matchers: FastMatcher[] = [];
  readonly #fixedHeaders: readonly (readonly [string, string])[];
  /** Each answer's headers as one flat list, built once: the answers live as long as their list's version. */
  readonly #headerLists = new WeakMap<CachedAnswer, string[]>();
  #pending: Pending[] = [];
  #open = true;

  /** fixedHeaders: the headers every answer of the app carries (securityHeaders). */
  constructor(fixedHeaders: readonly (readonly [string, string])[]) {
    this.#fixedHeaders = fixedHeaders;
  }

  add(path: string, list: FastList): void {
    this.#lists.set(path, list);
  }

  /**
   * Answers the URLs match names a list for (checked after the fixed paths). The list may refuse a request by
   * rejecting version() or throwing from answer(): the request then goes to Fastify untouched.
   */
  match(matcher: FastMatcher): void {
    this.#matchers.push(matcher);
  }

  #listOf(url: string): FastList | undefined {
    const list = this.#lists.get(url);
    if (list !== undefined || this.#matchers.length === 0) return list;
    for (const matcher of this.#matchers) {
      const matched = matcher(url);
      if (matched !== undefined) return matched;
    }
    return undefined;
  }

  /** From now on every new request goes to Fastify (which answers 503 while it closes). */
  close(): void {
    this.#open = false;
  }

  /** A request listener that answers what it can and hands the rest to fallback (Fastify's). */
  listener(fallback: RequestListener): RequestListener {
    const answerPending = () => this.#answerPending(fallback);
    return (request, response) => {
      const list = this.#open && (request.method === "GET" || request.method === "HEAD") ? this.#listOf(request.url ?? "") : undefined;
      if (list === undefined || request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined) {
        fallback(request, response);
        return;
      }
      if (this.#pending.length === 0) setImmediate(answerPending);
      this.#pending.push({ list, request, response });
    };
  }

  /** Reads each waiting list's version once, then answers its requests in the order they came. */
  #answerPending(fallback: RequestListener): void {
    const pending = this.#pending;
    this.#pending = [];
    const versions = new Map<FastList, Promise<string>>();
    for (const { list } of pending) if (!versions.has(list)) versions.set(list, list.version());
    for (const [list, version] of versions) {
      version.then(
        (known) => {
          for (const waiting of pending) if (waiting.list === list) this.#answer(waiting, known, fallback);
        },
        () => {
          for (const waiting of pending) if (waiting.list === list) handOver(waiting, fallback);
        },
      );
    }
  }

  #answer(waiting: Pending, version: string, fallback: RequestListener): void {
    const { list, request, response } = waiting;
    let answer: CachedAnswer | Promise<CachedAnswer>;
    try {
      answer = list.answer(version, request.headers["if-none-match"], request.headers["accept-encoding"]);
    } catch {
      handOver(waiting, fallback);
      return;
    }
    if (!(answer instanceof Promise)) {
      this.#writeOrDestroy(response, answer);
      return;
    }
    answer.then(
      (built) => this.#writeOrDestroy(response, built),
      () => handOver(waiting, fallback),
    );
  }

  #writeOrDestroy(response: ServerResponse, answer: CachedAnswer): void {
    try {
      this.#write(response, answer);
    } catch {
      // Writing cannot fail with the headers the cache builds; if it ever did, the connection ends rather than the process.
      response.destroy();
    }
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

/** The request to Fastify, as if it had come straight there; if even that throws, the connection ends, never the process. */
function handOver({ request, response }: Pending, fallback: RequestListener): void {
  try {
    fallback(request, response);
  } catch {
    response.destroy();
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
