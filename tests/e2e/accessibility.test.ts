import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { sitePaths } from "../../src/shared/site-paths.ts";
import { openPage } from "./support/browser.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

describe("accessibility (axe-core, WCAG 2.2 A and AA, and best practice)", () => {
  it.each(sitePaths.flatMap((path) => [[path, 375] as const, [path, 1280] as const]))("%s at %i px has no violation of any impact", async (path, width) => {
    const { page, console: messages } = await openPage({ width, height: 800, consent: false });
    await page.goto(path);
    await page.locator("h1").waitFor();
    // Let lists and the map finish loading so their content is scanned too.
    await page.waitForLoadState("networkidle");
    // Evaluated through the DevTools protocol: the site's Content Security Policy rightly refuses inline <script> tags.
    await page.evaluate(axeSource);
    const result = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      }),
    )) as AxeResult;
    // Any impact: Lighthouse's accessibility score drops for a minor finding too (the budget is 100).
    const violations = result.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(violations).toEqual([]);
    // Nothing the page needs is blocked by the Content Security Policy.
    expect(messages.filter((message) => message.includes("Content Security Policy"))).toEqual([]);
  });
});
