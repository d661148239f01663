import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { VersionedJsonCache } from "./versioned-json-cache.ts";

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
});
