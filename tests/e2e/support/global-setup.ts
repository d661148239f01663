import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../../src/server/app.ts";
import { openStore } from "../../../src/server/store/open-store.ts";
import { chromiumArgs, findChromium } from "./chromium-path.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of the site under test. */
    baseURL: string;
    /** Playwright endpoint of the shared headless Chromium. */
    wsEndpoint: string;
  }
}

/**
 * Starts, once for all end-to-end tests, the real server on the real build
 * (dist/web) with a fresh SQLite database of sample data, and one Chromium
 * that every test file connects to.
 */
export default async function setup(project: TestProject) {
  const executablePath = findChromium();
  // E2E_WEB_ROOT lets two builds be tested side by side; npm test uses dist/web.
  const webRoot = resolve(process.env.E2E_WEB_ROOT ?? "dist/web");
  if (!existsSync(join(webRoot, "index.html"))) {
    throw new Error("dist/web is missing: the end-to-end tests run against the built site. Run `npm run build` first (npm test does).");
  }
  const directory = await mkdtemp(join(tmpdir(), "rafhjol-e2e-"));
  const store = await openStore({ engine: "sqlite", file: join(directory, "site.db") }, { sampleData: true });
  const app = await buildApp({
    config: {
      webRoot,
      // A tile host that does not exist: every tile request is answered inside the browser (support/browser.ts).
      mapTileUrl: "https://tiles.invalid/{z}/{x}/{y}.png",
      mapTileAttribution: "&copy; OpenStreetMap",
    },
    store,
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const browserServer = await chromium.launchServer({ executablePath, args: chromiumArgs, headless: true });

  project.provide("baseURL", address);
  project.provide("wsEndpoint", browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    await app.close();
    await store.close();
    await rm(directory, { recursive: true, force: true });
  };
}
