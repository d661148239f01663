import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { KyselySiteStore } from "../store/kysely-site-store.ts";
import { openStore } from "../store/open-store.ts";

export interface TestApp {
  app: FastifyInstance;
  store: KyselySiteStore;
  directory: string;
  close(): Promise<void>;
}

/**
 * A complete app on a fresh SQLite file in a temporary folder, with a stand-in
 * web build, for API tests driven through app.inject().
 */
export async function createTestApp({ sampleData = false, now }: { sampleData?: boolean; now?: () => Date } = {}): Promise<TestApp> {
  const directory = await mkdtemp(join(tmpdir(), "rafhjol-test-"));
  const webRoot = join(directory, "web");
  await mkdir(join(webRoot, "assets"), { recursive: true });
  await writeFile(join(webRoot, "index.html"), '<!doctype html><html lang="is"><head><title>Rafhjól</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(webRoot, "assets", "app-1234.js"), `console.log(${JSON.stringify("x".repeat(4096))});`);
  const store = await openStore({ engine: "sqlite", file: join(directory, "site.db") }, { sampleData, ...(now ? { now } : {}) });
  const app = await buildApp({
    config: { webRoot, mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png", mapTileAttribution: "Test tiles" },
    store,
  });
  return {
    app,
    store,
    directory,
    async close() {
      await app.close();
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
