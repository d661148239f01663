import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = "br" | "gzip" | "identity";
const negotiator = new Negotiator<Encoding>({ supportedValues: ["br", "gzip", "identity"] });

interface Entry {
  version: string;
  body: Buffer;
  etag: string;
  encoded: Map<Exclude<Encoding, "identity">, Promise<Buffer>>;
}

/**
 * Serialises a list once per data version and keeps it, with its ETag and its
 * compressed forms, until the version changes. The version lives in the
 * database and every write changes it in the same transaction, so a process
 * never serves a list older than the last write made by any process.
 * Without this, each request for 2,000 routes re-read, re-serialised and
 * re-compressed a megabyte (see README, Performance).
 */
export class VersionedJsonCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;

  /** maxEntries bounds memory when keys are many (one per route page); the entry unused longest goes first. */
  constructor(maxEntries = Number.POSITIVE_INFINITY) {
    this.#maxEntries = maxEntries;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, version: string, produce: () => Promise<unknown>): Promise<FastifyReply> {
    let entry = this.#entries.get(key);
    if (entry?.version !== version) {
      const body = Buffer.from(JSON.stringify(await produce()));
      entry = { version, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`, encoded: new Map() };
      this.#entries.set(key, entry);
    } else {
      // Moved to the end: Map keeps insertion order, so the first key is the one unused longest.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("etag", entry.etag)
      .header("vary", "accept-encoding")
      .header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();

    const encoding = negotiator.negotiate(String(request.headers["accept-encoding"] ?? "identity")) ?? "identity";
    if (encoding === "identity" || entry.body.length < 1024) return reply.send(entry.body);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      // Quality 5 keeps a one-off brotli of a megabyte near 10 ms, within a few per cent of the best size.
      encoded = encoding === "br" ? brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(entry.body, { level: 6 });
      entry.encoded.set(encoding, encoded);
    }
    return reply.header("content-encoding", encoding).send(await encoded);
  }
}
