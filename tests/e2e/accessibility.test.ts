import { describe, expect, it } from "vitest";
import { sitePaths } from "../../src/shared/site-paths.ts";
import { axeViolations } from "./support/axe.ts";
import { openPage, waitUntilLoaded } from "./support/browser.ts";

describe("accessibility (axe-core, WCAG 2.2 A and AA, and best practice)", () => {
  it.each(sitePaths.flatMap((path) => [[path, 375] as const, [path, 1280] as const]))("%s at %i px has no violation of any impact", async (path, width) => {
    const { page, console: messages } = await openPage({ width, height: 800, consent: false });
    await page.goto(path);
    await page.locator("h1").waitFor();
    // Lists and the map finish loading first, so their content is scanned too.
    await waitUntilLoaded(page);
    const violations = await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
    // Any impact: Lighthouse's accessibility score drops for a minor finding too (the budget is 100).
    expect(violations.map((violation) => violation.text)).toEqual([]);
    // Nothing the page needs is blocked by the Content Security Policy.
    expect(messages.filter((message) => message.includes("Content Security Policy"))).toEqual([]);
  });
});
