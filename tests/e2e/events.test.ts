import { describe, expect, it } from "vitest";
import type { SiteEvent } from "../../src/shared/event.ts";
import { getJson, openPage, stubApi } from "./support/browser.ts";

const events: SiteEvent[] = [
  { id: 1, name: "Haustferð", date: "2027-09-01", description: "Seinni ferðin.", link: "https://example.is/haust" },
  { id: 2, name: "Vorferð", date: "2027-03-01", description: "Fyrsta ferðin.", link: "https://example.is/vor" },
  { id: 3, name: "Sumarferð", date: "2027-06-15", description: "Miðferðin.", link: "" },
];

describe("/events", () => {
  it("lists the events soonest first with their dates as DD-MM-YYYY", async () => {
    const stored = await getJson<SiteEvent[]>("/backend/get_events.php");
    const { page } = await openPage();
    await page.goto("/events");
    await page.locator("article").first().waitFor();
    const names = await page.locator("article h2").allTextContents();
    expect(names).toEqual(stored.toSorted((a, b) => a.date.localeCompare(b.date)).map((event) => event.name));
    for (const date of await page.locator("article time").allTextContents()) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it("shows dates in UTC even for a visitor west of Greenwich, and always renders the link button", async () => {
    const { page } = await openPage({ timezoneId: "America/Los_Angeles" });
    await stubApi(page, "/backend/get_events.php", { body: events });
    await page.goto("/events");
    await page.locator("article").first().waitFor();
    await expect.poll(() => page.locator("article h2").allTextContents()).toEqual(["Vorferð", "Sumarferð", "Haustferð"]);
    await expect.poll(() => page.locator("article time").allTextContents()).toEqual(["01-03-2027", "15-06-2027", "01-09-2027"]);
    expect(
      await page
        .locator("article")
        .getByRole("link", { name: /Nánar um viðburðinn/ })
        .count(),
    ).toBe(3);
  });

  it("hides an empty link on the home page, where the link is optional", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_events.php", { body: events });
    await page.goto("/");
    await page.locator("article").first().waitFor();
    expect(
      await page
        .locator("article")
        .getByRole("link", { name: /Nánar um viðburðinn/ })
        .count(),
    ).toBe(2);
  });

  it("shows the loading text, then the events", async () => {
    const { page } = await openPage();
    // The answer is held until the page has shown its loading text, however slow the machine.
    const shown = Promise.withResolvers<void>();
    await stubApi(page, "/backend/get_events.php", { body: events, until: shown.promise });
    await page.goto("/events");
    await page.getByText("Hleð viðburðum...").waitFor();
    shown.resolve();
    await page.locator("article").first().waitFor();
    expect(await page.getByText("Hleð viðburðum...").count()).toBe(0);
  });

  it("shows the error text when loading fails", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_events.php", { status: 500, body: { message: "x" } });
    await page.goto("/events");
    await page.getByText("Failed to load events. Please try again later.").waitFor();
  });

  it("shows 'Engir viðburðir í augnablikinu' when there are none, or the answer is not an array", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_events.php", { body: [] });
    await page.goto("/events");
    await page.getByText("Engir viðburðir í augnablikinu").waitFor();
    const second = await openPage();
    await stubApi(second.page, "/backend/get_events.php", { body: "nope" });
    await second.page.goto("/events");
    await second.page.getByText("Engir viðburðir í augnablikinu").waitFor();
  });
});
