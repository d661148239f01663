import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { readCalendar } from "../../src/server/calendar/test-support/read-calendar.ts";
import type { SiteEvent } from "../../src/shared/event.ts";
import { baseURL, getJson, openPage } from "./support/browser.ts";

describe("events in a calendar", () => {
  it("/events offers the feed by webcal:// and https://, and each card its own .ics file", async () => {
    const stored = await getJson<SiteEvent[]>("/backend/get_events.php");
    expect(stored.length).toBeGreaterThan(0);
    const { page } = await openPage({ width: 375 });
    await page.goto("/events");
    await page.locator("article").first().waitFor();
    const host = new URL(baseURL()).host;

    expect(await page.getByRole("link", { name: "Bæta við dagatal", exact: true }).getAttribute("href")).toBe(`webcal://${host}/events.ics`);
    const download = page.getByRole("link", { name: "Sækja .ics-skrá" });
    expect(await download.getAttribute("href")).toBe("/events.ics");
    await page.getByText(`${baseURL()}/events.ics`).waitFor();

    // The https:// link is the same feed the webcal:// one subscribes to: a calendar a parser reads, whose every
    // event is one of the site's with its name, date and link.
    const feed = await page.request.get(`${baseURL()}/events.ics`);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    for (const event of readCalendar(await feed.text()).events) {
      const match = stored.find((candidate) => event.uid.startsWith(`event-${candidate.id}@`));
      expect(match, event.summary).toBeDefined();
      expect(event).toMatchObject({ summary: match?.name, start: match?.date, url: match?.link, allDay: true });
    }

    const links = page.locator("article").getByRole("link", { name: /^Vista í dagatal/ });
    expect(await links.count()).toBe(stored.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs.toSorted()).toEqual(stored.map((event) => `/events/${event.id}.ics`).toSorted());
  });

  it("downloads one event as a calendar file that a parser reads back with the same name, date and link", async () => {
    const stored = await getJson<SiteEvent[]>("/backend/get_events.php");
    const { page } = await openPage();
    await page.goto("/events");
    const event = stored[0] as SiteEvent;
    const card = page.locator("article", { has: page.getByRole("heading", { name: event.name }) });
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: /^Vista í dagatal/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const calendar = readCalendar(await text(await download.createReadStream()));
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({ summary: event.name, start: event.date, url: event.link, allDay: true });
  });

  it("/en/events links the English feed and the English event files", async () => {
    const { page } = await openPage();
    await page.goto("/en/events");
    await page.locator("article").first().waitFor();
    const host = new URL(baseURL()).host;
    expect(await page.getByRole("link", { name: "Add to calendar", exact: true }).getAttribute("href")).toBe(`webcal://${host}/en/events.ics`);
    expect(await page.getByRole("link", { name: "Download .ics file" }).getAttribute("href")).toBe("/en/events.ics");
    const first = await page
      .locator("article")
      .getByRole("link", { name: /^Save to calendar/ })
      .first()
      .getAttribute("href");
    expect(first).toMatch(/^\/en\/events\/\d+\.ics$/);
    const answer = await page.request.get(`${baseURL()}${first}`);
    expect(answer.status()).toBe(200);
    expect(readCalendar(await answer.text()).events).toHaveLength(1);
  });
});
