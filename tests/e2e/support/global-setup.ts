import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { startSite } from "../../support/site-server.ts";
import { chromiumArgs, findChromium } from "./chromium-path.ts";
import { E2E_OWNER } from "./site-owner.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of the site under test. */
    baseURL: string;
    /** Playwright endpoint of the shared headless Chromium. */
    wsEndpoint: string;
    /** A second site, on its own database, for tests that change data. */
    adminBaseURL: string;
    /** The admin account of both sites. */
    admin: { email: string; password: string };
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
  const admin = { email: "admin@rafhjol.test", password: "prufu-lykilord-1234" };
  // Two sites, each on its own database: tests that write (the admin area) cannot disturb tests that read.
  // The main site has the owner's details configured; the admin site shows the placeholders.
  const main = await startSite({ webRoot, sampleData: true, admin, owner: E2E_OWNER, prefix: "rafhjol-e2e-" });
  const adminSite = await startSite({ webRoot, sampleData: true, admin, prefix: "rafhjol-e2e-" });
  const browserServer = await chromium.launchServer({ executablePath, args: chromiumArgs, headless: true });

  project.provide("baseURL", main.address);
  project.provide("adminBaseURL", adminSite.address);
  project.provide("wsEndpoint", browserServer.wsEndpoint());
  project.provide("admin", admin);

  return async () => {
    await browserServer.close();
    await main.close();
    await adminSite.close();
  };
}
