import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { buildTimeModules } from "./scripts/build-time-modules.ts";

/**
 * Four kinds of test, one runner:
 * - unit: shared helpers, content data, server modules and API tests (Node);
 * - web: React components with Testing Library (jsdom);
 * - cluster: two real server processes on one database, behind nginx when installed;
 * - e2e: the built site in a real headless Chromium (tests/e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        plugins: [buildTimeModules()],
        test: {
          name: "unit",
          environment: "node",
          globalSetup: ["src/server/test-support/engine-notice.ts"],
          include: ["src/shared/**/*.test.ts", "src/content/**/*.test.ts", "src/server/**/*.test.ts", "scripts/**/*.test.ts", "tests/repository/**/*.test.ts"],
          // API tests on PostgreSQL create and drop a schema each and run beside other files on two cores: a
          // test that would pass takes more than vitest's default 5 s on a busy machine. Only a safety net;
          // no test asserts a duration by it.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: false,
        plugins: [buildTimeModules(), react(), tailwindcss()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/test-setup.ts"],
        },
      },
      {
        extends: false,
        test: {
          name: "cluster",
          environment: "node",
          include: ["tests/cluster/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: false,
        plugins: [buildTimeModules()],
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits for what the page will show, as Playwright's own waits do: half a test's time
          // rather than vitest's default second, which a busy machine can spend on one render.
          expect: { poll: { timeout: 15_000 } },
          // Two cores: two browser pages at a time keep the machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
