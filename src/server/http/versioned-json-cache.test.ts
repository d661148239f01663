import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyEtag from "@fastify/etag";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { cachedListRoute, serveCachedList, VersionedJsonCache } from "./versioned-json-cache.ts";

describe("VersionedJsonCache", () => {
  it("builds a body once per key and version, and forgets the key unused longest past maxEntries", async () => {
    const cache = new VersionedJsonCache(2);
    const built: string[] = [];
    const app = Fastify();
    app.get("/:key/:version", async (request, reply) => {
      const { key, version } = request.params as { key: string; version: string };
      return cache.send(request, reply, key, version, async () => {
        built.push(`${key}@${version}`);
        return { key, version };
      });
    });
    const get = async (path: string) => (await app.inject({ method: "GET", url: path })).json();
    expect(await get("/a/1")).toEqual({ key: "a", version: "1" });
    await get("/a/1");
    await get("/b/1");
    await get("/a/1"); // a is now the most recently used
    await get("/c/1"); // over the limit: b goes
    await get("/a/1");
    await get("/b/1");
    await get("/a/2");
    expect(built).toEqual(["a@1", "b@1", "c@1", "b@1", "a@2"]);
    await app.close();
  });

  it("sends each form with its headers, compressed once, past @fastify/compress and @fastify/etag untouched", async () => {
    const cache = new VersionedJsonCache();
    const list = Array.from({ length: 200 }, (_, id) => ({ id, name: `Leið ${id}` }));
    let built = 0;
    const app = Fastify();
    await app.register(fastifyCompress, { threshold: 1024 });
    await app.register(fastifyEtag);
    let version = "1";
    app.get("/list", cachedListRoute(app), async (request, reply) =>
      cache.send(request, reply, "list", version, async () => {
        built++;
        return list;
      }),
    );
    const get = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: "/list", headers });
    const plain = await get();
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    const gzip = await get({ "accept-encoding": "gzip" });
    const again = await get({ "accept-encoding": "gzip, deflate, br" });
    const refused = await get({ "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.json()).toEqual(list);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toEqual(list);
    for (const [response, encoding] of [
      [plain, undefined],
      [br, "br"],
      [gzip, "gzip"],
    ] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["content-encoding"]).toBe(encoding);
      // One ETag for the list in every encoding (the cache's), not a hash of each body by @fastify/etag.
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    }
    const notModified = await get({ "if-none-match": String(plain.headers.etag), "accept-encoding": "br" });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect(notModified.headers["cache-control"]).toBe("no-cache");
    expect(built).toBe(1);
    version = "2";
    list.push({ id: 999, name: "Ný leið" });
    const changed = await get({ "accept-encoding": "br", "if-none-match": String(plain.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString())).toHaveLength(201);
    expect(built).toBe(2);
    await app.close();
  });

  it("reads a new version once however many requests ask for it at the same time, and keeps the last asked for", async () => {
    const cache = new VersionedJsonCache();
    const reads: string[] = [];
    const releases: (() => void)[] = [];
    // Each read of the list waits until the test lets it finish.
    const produce = (version: string) => async () => {
      reads.push(version);
      await new Promise<void>((release) => releases.push(release));
      return [{ version }];
    };
    const body = async (answer: Promise<{ body: Buffer | undefined }>) => JSON.parse(String((await answer).body));
    const first = Array.from({ length: 5 }, () => cache.answer("list", "1", produce("1"), undefined, undefined));
    expect(cache.ready("list", "1", undefined, undefined)).toBeUndefined();
    // Version 2 is asked for while version 1 is still being read.
    const second = cache.answer("list", "2", produce("2"), undefined, undefined);
    expect(reads).toEqual(["1", "2"]);
    for (const release of releases) release();
    for (const answer of first) expect(await body(answer)).toEqual([{ version: "1" }]);
    expect(await body(second)).toEqual([{ version: "2" }]);
    // The entry kept is version 2's, without another read.
    expect(cache.ready("list", "1", undefined, undefined)).toBeUndefined();
    expect(JSON.parse(String(cache.ready("list", "2", undefined, undefined)?.body))).toEqual([{ version: "2" }]);
    expect(await body(cache.answer("list", "2", produce("2"), undefined, undefined))).toEqual([{ version: "2" }]);
    expect(reads).toEqual(["1", "2"]);
  });

  it("has the list built and compressed before the server takes its first request, and starts even if it cannot", async () => {
    let reads = 0;
    const app = Fastify();
    serveCachedList(
      app,
      undefined,
      "/list",
      async () => "1",
      async () => {
        reads++;
        return Array.from({ length: 100 }, (_, id) => ({ id, name: `Leið ${id}` }));
      },
    );
    await app.ready();
    expect(reads).toBe(1);
    for (const encoding of ["br", "gzip"]) {
      const answer = await app.inject({ method: "GET", url: "/list", headers: { "accept-encoding": encoding } });
      expect(answer.headers["content-encoding"]).toBe(encoding);
    }
    expect(reads).toBe(1);
    await app.close();

    const failing = Fastify();
    let fail = true;
    serveCachedList(
      failing,
      undefined,
      "/list",
      async () => "1",
      async () => {
        if (fail) throw new Error("database unreachable");
        return [];
      },
    );
    await failing.ready();
    fail = false;
    expect((await failing.inject({ method: "GET", url: "/list" })).json()).toEqual([]);
    await failing.close();
  });
});
