import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import { reportPaths } from "../../src/shared/condition-report.ts";
import { formatDayMonth } from "../../src/shared/dates.ts";
import type { Route } from "../../src/shared/route.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, openAdminSitePage as openPage } from "./support/browser.ts";
import { adminCookie, signIn, writeHeader } from "./support/sign-in.ts";

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function addRoute(name: string): Promise<Route> {
  const response = await fetch(new URL(apiPaths.addRoute, adminBaseURL()), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await adminCookie(), ...writeHeader },
    body: JSON.stringify({
      name,
      region: "Hálendið",
      description: "Leið til prufu á lýsingum hjólreiðafólks.",
      distance: 40,
      latitude: 64.8,
      longitude: -19.4,
      link: "https://example.is/prufa",
      videolink: null,
    }),
  });
  return ((await response.json()) as { route: Route }).route;
}

/** Waits until the proof-of-work widget has solved its challenge. */
async function widgetSolved(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.querySelector("altcha-widget") as (Element & { getState?: () => string }) | null)?.getState?.() === "verified");
}

const languages = [
  {
    lang: "is",
    prefix: "",
    route: "Prufuleið fyrir lýsingar",
    note: "Skaflar á veginum norðan við skálann, fært á breiðum dekkjum.",
    open: "Segja frá ástandi",
    condition: "Ástand",
    noteLabel: "Lýsing",
    nameLabel: "Nafn sem má birta (má sleppa)",
    send: "Senda lýsingu",
    thanks: "Takk! Lýsingin birtist þegar hún hefur verið yfirfarin.",
    heading: "Lýsingar hjólreiðafólks",
    conditionHeading: "Ástand leiðarinnar",
    snow: "Snjór",
    by: (date: string) => `Sigga, hjólað ${date}`,
    checked: (date: string) => `Snjór — athugað ${date}`,
    card: (date: string) => `Ný lýsing frá ${date}`,
    follow: "Fylgjast með ástandi",
    required: "Þennan reit þarf að fylla út.",
  },
  {
    lang: "en",
    prefix: "/en",
    route: "Test route for reports",
    note: "Mud in the lava field after the rain, slow going.",
    open: "Report conditions",
    condition: "Condition",
    noteLabel: "What you found",
    nameLabel: "Name to show (optional)",
    send: "Send report",
    thanks: "Thank you! Your report will appear once it has been reviewed.",
    heading: "Riders' reports",
    conditionHeading: "Route condition",
    snow: "Snow",
    by: (date: string) => `Sigga, ridden ${date}`,
    checked: (date: string) => `Snow — checked ${date}`,
    card: (date: string) => `New report from ${date}`,
    follow: "Follow conditions",
    required: "Please fill in this field.",
  },
] as const;

const routes = new Map<string, Route>();
beforeAll(async () => {
  for (const language of languages) routes.set(language.lang, await addRoute(language.route));
});

describe("riders' condition reports", () => {
  it.each(languages)(
    "a visitor reports snow ($lang), the admin approves and sets the condition, the page, the card and the feed show it",
    async (language) => {
      const route = routes.get(language.lang) as Route;
      const { page } = await openPage({ width: 1280, height: 900 });
      await page.goto(`${language.prefix}/routes/${route.id}`);
      await page.getByRole("button", { name: language.open }).click();
      const form = page.getByTestId("report-form");
      // Sent without a note: the error is beside the field, in the page's language, and what was typed stays.
      await form.getByLabel(language.condition, { exact: true }).selectOption("snow");
      await form.getByLabel(language.nameLabel).fill("Sigga");
      await form.getByRole("button", { name: language.send }).click();
      await form.getByText(language.required).waitFor();
      expect(await form.getByLabel(language.nameLabel).inputValue()).toBe("Sigga");
      await form.getByLabel(language.noteLabel, { exact: true }).fill(language.note);
      await widgetSolved(page);
      await form.getByRole("button", { name: language.send }).click();
      await page.getByText(language.thanks).waitFor();
      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));

      // Nothing is public before the admin has seen it.
      expect(await (await fetch(new URL(reportPaths.reports(route.id), adminBaseURL()))).json()).toEqual({ reports: [] });

      await signIn(page);
      const queue = page.getByRole("region", { name: /^Reports waiting \(\d+\)$/ });
      const item = queue.getByRole("listitem").filter({ hasText: language.note });
      await item.getByText("No photo").waitFor();
      await item.getByRole("button", { name: "Approve and set the route's condition" }).click();
      await item.waitFor({ state: "detached" });

      const date = formatDayMonth(today, language.lang);
      await page.goto(`${language.prefix}/routes/${route.id}`);
      await page.getByRole("region", { name: language.conditionHeading }).getByText(language.checked(date)).waitFor();
      const reports = page.getByRole("region", { name: language.heading });
      await reports.getByText(language.note).waitFor();
      await reports.getByText(language.by(date)).waitFor();
      expect(await reports.getByRole("link", { name: language.follow }).getAttribute("href")).toBe(reportPaths.routeFeed(route.id));

      await page.goto(`${language.prefix}/routes?routeId=${route.id}`);
      await page.locator(`#route-${route.id}`).getByText(language.card(date)).waitFor();

      const feed = await (await fetch(new URL(reportPaths.routeFeed(route.id), adminBaseURL()))).text();
      expect(feed).toContain(language.note);
      expect(feed).toContain(`${language.route}: Snjór`);
    },
    120_000,
  );

  it.each([375, 1280])(
    "axe finds nothing on the open form and the admin's queue at %i px",
    async (width) => {
      // A route of its own, whatever the other tests reported on theirs.
      const route = await addRoute(`Prufuleið fyrir aðgengi lýsinga (${width} px)`);
      const { page } = await openPage({ width, height: 800 });
      await page.goto(`/routes/${route.id}`);
      // The reports load once their place is scrolled to, as a visitor scrolls down the page.
      await page.getByTestId("reports-place").scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Segja frá ástandi" }).click();
      await page.getByTestId("report-form").waitFor();
      await widgetSolved(page);
      expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);

      await signIn(page);
      await page.getByRole("region", { name: /^Reports waiting \(\d+\)$/ }).waitFor();
      expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);
    },
    90_000,
  );
});
