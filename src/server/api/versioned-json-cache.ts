import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastReads } from "./fast-reads.ts";

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

/** One answer as sent: status, every header that goes with it and its bytes, built once. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Absent for a 304. */
  body: Buffer | undefined;
}

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
  readonly #maxEntries: number;

  /** maxEntries bounds memory when keys are many (one per route page); the entry unused longest goes first. */
  constructor(maxEntries = Number.POSITIVE_INFINITY) {
    this.#maxEntries = maxEntries;
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
      entry = createEntry(version, Buffer.from(JSON.stringify(await produce())));
      this.#entries.set(key, entry);
      if (this.#entries.size > this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
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
      encoded = encode(entry, encoding);
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, version: string, produce: () => Promise<unknown>): Promise<FastifyReply> {
    const answer = await this.answer(key, version, produce, request.headers["if-none-match"], request.headers["accept-encoding"]);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }
}

function createEntry(version: string, body: Buffer): Entry {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "content-type": "application/json; charset=utf-8", etag, vary: "accept-encoding", "cache-control": "no-cache" };
  return { version, etag, notModified: { status: 304, headers, body: undefined }, identity: { status: 200, body, headers }, encoded: new Map() };
}

async function encode(entry: Entry, encoding: Exclude<Encoding, "identity">): Promise<Form> {
  const source = entry.identity.body;
  // Quality 5 keeps a one-off brotli of a megabyte near 10 ms, within a few per cent of the best size.
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
  app.get(path, cachedListRoute(app), async (request, reply) => cache.send(request, reply, path, await version(), produce));
  if (fastReads && app.log.level !== "debug" && app.log.level !== "trace")
    fastReads.add(path, async (ifNoneMatch, acceptEncoding) => cache.answer(path, await version(), produce, ifNoneMatch, acceptEncoding));
}
