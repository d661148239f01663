import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";

function watchPageViews(page: Page): { path: string; device: string; referrer: string }[] {
  const sent: { path: string; device: string; referrer: string }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analytics/pageview")) sent.push(JSON.parse(request.postData() ?? "{}"));
  });
  return sent;
}

describe("analytics", () => {
  it("sends nothing without consent, however the visitor moves around", async () => {
    const { page } = await openPage({ consent: false });
    const sent = watchPageViews(page);
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(new URL(page.url() || "http://127.0.0.1").origin) && request.url().includes("google")) external.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("link", { name: "Á döfinni" }).click();
    await page.waitForURL("**/events");
    await page.getByRole("link", { name: "Um okkur" }).click();
    await page.waitForURL("**/about");
    // Consent now: the page reloads and counts this one view. Requests leave in order, so had any earlier
    // navigation been counted, its view would have come before this one.
    await page.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => sent.map((view) => view.path)).toEqual(["/about"]);
    expect(external).toEqual([]);
  });

  it("after consent, sends one anonymous page view per page opened, none for a new sort on the same page", async () => {
    const { page } = await openPage({ consent: false, width: 375, height: 700 });
    const sent = watchPageViews(page);
    await page.goto("/events");
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForLoadState("load");
    await page.waitForFunction(() => window.localStorage.getItem("cookie-consent") === "true");
    await expect.poll(() => sent.length).toBe(1);
    await page.getByRole("link", { name: "Hjólaleiðir" }).first().click();
    await page.waitForURL("**/routes");
    // Sorting the list changes the address but not the page: no new page view.
    await page.getByRole("button", { name: /Síur og röðun/ }).click();
    await page.getByLabel("Röðun", { exact: true }).selectOption("shortest");
    await page.waitForURL("**/routes?sort=shortest");
    await page.getByRole("button", { name: /Síur og röðun/ }).click();
    await page.getByRole("link", { name: "Tjaldsvæði" }).click();
    await page.waitForURL("**/tjalda");
    await expect.poll(() => sent.length).toBe(3);
    expect(sent.map((view) => view.path)).toEqual(["/events", "/routes", "/tjalda"]);
    expect(sent.every((view) => view.device === "phone")).toBe(true);
    expect(sent.slice(1).every((view) => view.referrer === "")).toBe(true);
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(["device", "path", "referrer"]);
  });

  it("is described on /privacy as this site runs it: own counts, and no Google Analytics section when it is not configured", async () => {
    const { page } = await openPage();
    await page.goto("/privacy");
    await page.getByRole("heading", { level: 2, name: "Nafnlaus talning heimsókna" }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Google Analytics" }).count()).toBe(0);
    expect(await page.getByText("Google Analytics").count()).toBe(0);
  });
});
