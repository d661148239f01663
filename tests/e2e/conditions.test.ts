import { beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import { formatDayMonth } from "../../src/shared/dates.ts";
import type { Route } from "../../src/shared/route.ts";
import type { RouteConditions } from "../../src/shared/route-condition.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, getJson, openAdminSitePage as openPage, waitUntilLoaded } from "./support/browser.ts";
import { adminCookie, signIn, writeHeader } from "./support/sign-in.ts";

// On the second site, whose data tests may change.
const name = "Prufuleið yfir Kjöl";
let route: Route;

beforeAll(async () => {
  const response = await fetch(new URL(apiPaths.addRoute, adminBaseURL()), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await adminCookie(), ...writeHeader },
    body: JSON.stringify({
      name,
      region: "Hálendið",
      description: "Gamla leiðin milli jökla, til prufu.",
      distance: 168,
      latitude: 64.8,
      longitude: -19.4,
      link: "https://example.is/kjolur",
      videolink: null,
    }),
  });
  route = ((await response.json()) as { route: Route }).route;
});

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

describe("route conditions", () => {
  it("the admin marks a route closed from the list in one choice; its page, card and pin say so", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await signIn(page);
    const menu = page.getByRole("combobox", { name: `Ástand ${route.id} - ${name}` });
    await menu.selectOption("closed");
    await page
      .getByRole("status")
      .filter({ hasText: `Ástand vistað fyrir „${name}“: Lokuð` })
      .waitFor();

    // Checked today by the server's clock; the page writes that day as the site writes dates.
    const { conditions } = await getJson<{ conditions: RouteConditions }>(apiPaths.routeDetails(route.id), adminBaseURL());
    expect(conditions.current).toMatchObject({ condition: "closed", note: null });
    const shown = `Lokuð — athugað ${formatDayMonth(conditions.current?.checkedOn ?? "", "is")}`;
    expect(shown).toMatch(/^Lokuð — athugað \d{1,2}\. \p{L}+$/u);
    // The admin's row says it too, and the history has the change.
    const row = page.getByRole("listitem").filter({ has: menu });
    await row.getByText(shown).first().waitFor();
    await row.getByText("Athugasemd, tímabil og saga").click();
    await row.getByRole("region", { name: "Saga" }).getByText(shown).waitFor();

    await page.goto(`/routes/${route.id}`);
    await page.getByRole("region", { name: "Ástand leiðarinnar" }).getByText(shown).waitFor();

    await page.goto(`/routes?routeId=${route.id}`);
    await page.locator(`#route-${route.id}`).getByText(shown).waitFor();
    // The closed route's pin says so in its tooltip text and its accessible name.
    const pin = page.getByRole("button", { name: `${name} — Lokuð` });
    await pin.waitFor();
    expect(await pin.getAttribute("title")).toBe(`${name} — Lokuð`);
  });

  it.each([375, 1280])(
    "axe finds nothing on the route's page, /routes and the admin's list at %i px",
    async (width) => {
      const { conditions } = await getJson<{ conditions: RouteConditions }>(apiPaths.routeDetails(route.id), adminBaseURL());
      if (conditions.current === null) {
        // The test above sets it; run alone, this one sets it through the API.
        await fetch(new URL(apiPaths.routeCondition(route.id), adminBaseURL()), {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: await adminCookie(), ...writeHeader },
          body: JSON.stringify({ condition: "closed", note: "Snjór á heiðinni" }),
        });
      }
      const { page } = await openPage({ width, height: 800 });
      await page.goto(`/routes/${route.id}`);
      await page.getByRole("region", { name: "Ástand leiðarinnar" }).waitFor();
      expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);

      await page.goto(`/routes?routeId=${route.id}`);
      await page
        .locator(`#route-${route.id}`)
        .getByText(/^Lokuð — /)
        .waitFor();
      await waitUntilLoaded(page);
      expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);

      await signIn(page);
      await page.getByRole("combobox", { name: `Ástand ${route.id} - ${name}` }).waitFor();
      expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);
      // Three pages, each scanned whole: more than one page's time on a busy machine.
    },
    90_000,
  );
});
