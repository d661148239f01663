import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteStore } from "../store/site-store.ts";
import type { CachedAnswer, FastReads } from "./fast-reads.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = "br" | "gzip" | "identity";

const negotiator = new Negotiator<Encoding>({ supportedValues: ["br", "gzip", "identity"] });
/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded, for odd clients). */
const negotiated = new Map<string, Encoding>();

function negotiate(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(acceptEncoding) ?? "identity";
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** How a cache's values become the bytes sent, and the type they are sent as. */
export interface CacheFormat {
  contentType: string;
  serialise: (value: unknown) => Buffer;
}

/** The lists' format. */
export const jsonFormat: CacheFormat = { contentType: "application/json; charset=utf-8", serialise: (value) => Buffer.from(JSON.stringify(value)) };

/** One form of a list as sent. */
interface Form extends CachedAnswer {
  status: 200;
  body: Buffer;
}

interface Entry {
  version: string;
  etag: string;
  identity: Form;
  /** A 304, with the full answer's headers except the body's own. */
  notModified: CachedAnswer;
  encoded: Map<Exclude<Encoding, "identity">, Promise<Form>>;
  /** The compressed forms already made, for ready(). */
  built: Map<Exclude<Encoding, "identity">, Form>;
}

/**
 * Serialises a list once per data version and keeps it, with its ETag, its
 * compressed forms and their headers, until the version changes. The version
 * lives in the database and every write changes it in the same transaction,
 * so a process never serves a list older than the last write made by any
 * process. Without this, each request for 2,000 routes re-read, re-serialised
 * and re-compressed a megabyte (see README, Performance).
 *
 * It negotiates and compresses itself: routes that use it set `compress: false`
 * (cachedListRoute), so @fastify/compress adds no hooks to them, and
 * @fastify/etag does not hash what already has an ETag.
 */
export class VersionedJsonCache {
  readonly #entries = new Map<string, Entry>();
  /** The builds under way, one per key: the requests that find a new version wait for the same one. */
  readonly #building = new Map<string, { version: string; entry: Promise<Entry> }>();
  readonly #maxEntries: number;
  readonly #format: CacheFormat;

  /**
   * maxEntries bounds memory when keys are many (one per route page); the entry unused longest goes first.
   * format: JSON unless told otherwise (the calendar feed keeps its text this way too).
   */
  constructor(maxEntries = Number.POSITIVE_INFINITY, format = jsonFormat) {
    this.#maxEntries = maxEntries;
    this.#format = format;
  }

  /**
   * The answer to a GET of key at version, when it is already built: a 304 when ifNoneMatch names it, else
   * the form acceptEncoding asks for. Undefined when the list must first be read or compressed (answer()).
   * It leaves the order of use as it was: the lists keep one key each, so nothing else competes for room.
   */
  ready(key: string, version: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    if (ifNoneMatch === entry.etag) return entry.notModified;
    const encoding = negotiate(acceptEncoding);
    if (encoding === "identity" || entry.identity.body.length < 1024) return entry.identity;
    return entry.built.get(encoding);
  }

  /** The answer to a GET of key at version: a 304 when ifNoneMatch names it, else the form acceptEncoding asks for. */
  async answer(
    key: string,
    version: string,
    produce: () => Promise<unknown>,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
  ): Promise<CachedAnswer> {
    let entry = this.#entries.get(key);
    if (entry?.version !== version) {
      entry = await this.#build(key, version, produce);
    } else if (this.#entries.size > 1) {
      // Moved to the end: Map keeps insertion order, so the first key is the one unused longest.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    if (ifNoneMatch === entry.etag) return entry.notModified;

    const encoding = negotiate(acceptEncoding);
    if (encoding === "identity" || entry.identity.body.length < 1024) return entry.identity;
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      const current = entry;
      encoded = encode(current, encoding).then((form) => {
        current.built.set(encoding, form);
        return form;
      });
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /** Reads and serialises key at version once, however many requests ask for it meanwhile. */
  async #build(key: string, version: string, produce: () => Promise<unknown>): Promise<Entry> {
    const underway = this.#building.get(key);
    if (underway?.version === version) return underway.entry;
    const format = this.#format;
    const entry = produce().then((list) => createEntry(version, format.serialise(list), format.contentType));
    this.#building.set(key, { version, entry });
    try {
      const built = await entry;
      // A build for a later version may have started meanwhile: the entry kept is the last one asked for.
      if (this.#building.get(key)?.entry === entry) {
        this.#entries.set(key, built);
        if (this.#entries.size > this.#maxEntries) {
          const oldest = this.#entries.keys().next().value;
          if (oldest !== undefined) this.#entries.delete(oldest);
        }
      }
      return built;
    } finally {
      if (this.#building.get(key)?.entry === entry) this.#building.delete(key);
    }
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, version: string, produce: () => Promise<unknown>): Promise<FastifyReply> {
    const answer = await this.answer(key, version, produce, request.headers["if-none-match"], request.headers["accept-encoding"]);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }
}

function createEntry(version: string, body: Buffer, contentType: string): Entry {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "content-type": contentType, etag, vary: "accept-encoding", "cache-control": "no-cache" };
  return {
    version,
    etag,
    notModified: { status: 304, headers, body: undefined },
    identity: { status: 200, body, headers },
    encoded: new Map(),
    built: new Map(),
  };
}

async function encode(entry: Entry, encoding: Exclude<Encoding, "identity">): Promise<Form> {
  const source = entry.identity.body;
  // Quality 5: a one-off brotli of a large list stays quick, and within a few per cent of the best size.
  const body = encoding === "br" ? await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzipAsync(source, { level: 6 });
  return { status: 200, body, headers: { ...entry.identity.headers, "content-encoding": encoding } };
}

/**
 * Route options for a GET answered by VersionedJsonCache. It compresses and
 * negotiates itself, so @fastify/compress's three hooks (and its check of
 * every request body's encoding) are left off these routes. At the default
 * LOG_LEVEL (info) these public reads write no "incoming request" / "request
 * completed" lines: at the rates the list is read, logging them cost as much
 * CPU as answering (docs/decisions/016); the reverse proxy's access log has
 * them, errors are still logged, and LOG_LEVEL=debug logs them all again.
 */
export function cachedListRoute(app: FastifyInstance) {
  return { compress: false, decompress: false, ...(app.log.level === "info" ? { logLevel: "warn" as const } : {}) } as const;
}

/** The options of a resource whose public list is served from a cache. */
export interface ResourceApiOptions {
  store: SiteStore;
  /** Where the list is also answered before Fastify (fast-reads.ts); absent in apps driven by inject() alone. */
  fastReads?: FastReads;
}

/**
 * GET path: a whole list from a cache of its own, read afresh whenever version()
 * changes. Fastify answers it, and so does fastReads before Fastify, for the
 * plainest requests, unless requests are logged (LOG_LEVEL debug or trace):
 * the fast path writes no request log.
 */
export function serveCachedList(
  app: FastifyInstance,
  fastReads: FastReads | undefined,
  path: string,
  version: () => Promise<string>,
  produce: () => Promise<unknown>,
): void {
  const cache = new VersionedJsonCache();
  // Built before the server takes its first request: at 10,000 routes, reading, serialising and compressing
  // the list takes a few hundred milliseconds, which the first visitor after a start would otherwise wait for.
  app.addHook("onReady", async () => {
    try {
      const known = await version();
      await Promise.all((["br", "gzip"] as const).map((encoding) => cache.answer(path, known, produce, undefined, encoding)));
    } catch (error) {
      // The first request builds it instead, and answers or logs the error as any request would.
      app.log.warn({ err: error }, `${path} could not be prepared at start`);
    }
  });
  app.get(path, cachedListRoute(app), async (request, reply) => cache.send(request, reply, path, await version(), produce));
  if (fastReads && app.log.level !== "debug" && app.log.level !== "trace")
    fastReads.add(path, {
      version,
      answer: (known, ifNoneMatch, acceptEncoding) =>
        cache.ready(path, known, ifNoneMatch, acceptEncoding) ?? cache.answer(path, known, produce, ifNoneMatch, acceptEncoding),
    });
}
