import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { sitePaths } from "../../src/shared/site-paths.ts";
import { openPage } from "./support/browser.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

describe("accessibility (axe-core, WCAG 2.1 A and AA)", () => {
  it.each(sitePaths.flatMap((path) => [[path, 375] as const, [path, 1280] as const]))(
    "%s at %i px has no serious or critical violation",
    async (path, width) => {
      const { page, console: messages } = await openPage({ width, height: 800, consent: false });
      await page.goto(path);
      await page.locator("h1").waitFor();
      // Let lists and the map finish loading so their content is scanned too.
      await page.waitForLoadState("networkidle");
      // Evaluated through the DevTools protocol: the site's Content Security Policy rightly refuses inline <script> tags.
      await page.evaluate(axeSource);
      const result = (await page.evaluate(() =>
        (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
        }),
      )) as AxeResult;
      const serious = result.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
      // Nothing the page needs is blocked by the Content Security Policy.
      expect(messages.filter((message) => message.includes("Content Security Policy"))).toEqual([]);
    },
  );
});
