import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import type { RouteTrack } from "../../src/shared/track.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, openAdminSitePage as openPage, scrollToTrackMap, waitUntilLoaded } from "./support/browser.ts";
import { createRouteWithTrack } from "./support/routes.ts";

// Everything here runs on the admin site, whose data tests may change.
const url = (path: string) => new URL(path, adminBaseURL()).href;

/**
 * A SYNTHETIC track (no real route): 6 km straight north from a point in the highlands, climbing 120 m over its
 * second half. Positions are given in metres east and north of its start.
 */
const START = { lat: 64.75, lon: -18.9 };
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const at = (east: number, north: number) => {
  const latitude = START.lat + north / METRES_PER_DEGREE;
  return { latitude, longitude: START.lon + east / (Math.cos((latitude * Math.PI) / 180) * METRES_PER_DEGREE) };
};

function syntheticGpx(): Buffer {
  const points: string[] = [];
  for (let metres = 0; metres <= 6000; metres += 25) {
    const { latitude, longitude } = at(0, metres);
    const ele = 400 + Math.max(0, metres - 3000) * 0.04;
    points.push(`      <trkpt lat="${latitude.toFixed(6)}" lon="${longitude.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="rafhjol e2e (synthetic)" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Synthetic straight track</name><trkseg>
${points.join("\n")}
  </trkseg></trk>
</gpx>
`,
    "utf8",
  );
}

let shared: { route: Route; track: RouteTrack };

beforeAll(async () => {
  shared = await createRouteWithTrack(
    {
      name: "Prufuleið fyrir staðsetningu",
      region: "Hálendið",
      description: "Tilbúinn ferill fyrir prófanir á staðsetningu.",
      link: "https://example.is/stadsetning",
      latitude: START.lat,
      longitude: START.lon,
    },
    syntheticGpx(),
  );
});

/** A page of the route, with the position allowed (or not) and set (or not) before it loads. */
async function openRoute({
  width = 1280,
  height = 900,
  grant = true,
  where,
  path = `/routes/${shared.route.id}`,
}: {
  width?: number;
  height?: number;
  grant?: boolean;
  where?: { latitude: number; longitude: number };
  path?: string;
} = {}): Promise<{
  page: Page;
  context: BrowserContext;
  requests: string[];
}> {
  const { page, context } = await openPage({ width, height });
  if (grant) await context.grantPermissions(["geolocation"], { origin: adminBaseURL() });
  if (where) await context.setGeolocation({ ...where, accuracy: 10 });
  // Every request the page makes, with its body: none may carry the position.
  const requests: string[] = [];
  context.on("request", (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
  await page.goto(path);
  await scrollToTrackMap(page);
  // A straight line north is a path no wider than its stroke's box: attached, not "visible" to Playwright.
  await page.locator("path.track-line").waitFor({ state: "attached" });
  return { page, context, requests };
}

const kilometres = (text: string | null) => Number((text ?? "").replace(" km", "").replace(",", "."));

describe("Hvar er ég? on a route's page", () => {
  it("a position beside the track shows the distance left within 5 % of the known answer, on the map and the profile", async () => {
    // 40 m east of the line, 2 km from the start: 4 km left of the track's measured length.
    const { page } = await openRoute({ where: at(40, 2000) });
    const panel = page.getByRole("region", { name: "Staða þín á leiðinni" });
    await expect.poll(() => panel.getByText("Staðsetningin þín fer aldrei af tækinu", { exact: false }).count()).toBe(1);
    await panel.getByRole("button", { name: "Hvar er ég?" }).click();
    await panel.getByRole("status").filter({ hasText: "Fylgst er með staðsetningu þinni" }).waitFor();
    const expected = shared.track.stats.lengthKm - 2;
    const left = kilometres(await panel.getByTestId("km-left").textContent());
    expect(Math.abs(left - expected) / expected).toBeLessThanOrEqual(0.05);
    expect(await page.getByTestId("off-route").count()).toBe(0);
    // On the map and the profile.
    await page.locator(".track-rider svg[aria-label='Staða þín']").waitFor();
    await page.getByTestId("profile-rider").waitFor();

    // The rider moves on: the figures follow.
    await page.context().setGeolocation({ ...at(-20, 5000), accuracy: 10 });
    await expect.poll(async () => kilometres(await panel.getByTestId("km-left").textContent())).toBeCloseTo(shared.track.stats.lengthKm - 5, 0);
  });

  it("with the battery plan: the charge expected here and at the finish from here, and from the charge the display shows", async () => {
    const { page } = await openRoute({ where: at(0, 3000) });
    await page.getByTestId("battery-panel").waitFor();
    await page.getByRole("button", { name: "Hvar er ég?" }).click();
    const battery = page.getByTestId("position-battery");
    await battery.waitFor();
    const pct = (text: string | null) => Number(/(\d+) %$/.exec(text ?? "")?.[1]);
    const here = pct(await battery.getByText(/^Áætluð hleðsla hér: \d+ %$/).textContent());
    const finish = pct(await page.getByTestId("battery-finish").textContent());
    // Half the route ridden: less than at the start, more than at the finish.
    expect(here).toBeLessThan(100);
    expect(here).toBeGreaterThan(finish);
    const fromHere = page.getByTestId("position-battery-finish");
    // From the expected charge here, the finish is the plan's own, to the rounding of its line.
    expect(Math.abs(pct(await fromHere.textContent()) - finish)).toBeLessThanOrEqual(1);
    // The display shows 20 points less than expected: the finish from here follows.
    const field = page.getByLabel("Hleðslan á skjá hjólsins núna (%)");
    await field.fill(String(here - 20));
    await expect.poll(async () => pct(await fromHere.textContent())).toBeLessThan(finish);
    await field.fill("abc");
    await battery.getByText("Sláðu inn tölu frá 0 til 100.").waitFor();
    expect(await battery.textContent()).not.toMatch(/NaN/);
  });

  it("a position 300 m off the line says the rider is off the route, how far and which way", async () => {
    const { page } = await openRoute({ where: at(-300, 3000) });
    await page.getByRole("button", { name: "Hvar er ég?" }).click();
    const note = page.getByTestId("off-route");
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^Þú ert utan leiðar, (29\d|30\d) m frá henni\. Haltu í austur til að komast aftur á hana\.$/);
    // The dashed way to the nearest point runs due east: a flat path, attached rather than "visible" to Playwright.
    await page.locator("path.track-rider-way").waitFor({ state: "attached" });
  });

  it("on the English page: 'Where am I?', and off the route in English", async () => {
    const { page } = await openRoute({ where: at(300, 3000), path: `/en/routes/${shared.route.id}` });
    await page.getByRole("button", { name: "Where am I?" }).click();
    await expect
      .poll(() => page.getByTestId("off-route").textContent())
      .toMatch(/^You are off the route, (29\d|30\d) m from it\. The nearest point of the route is to the west\.$/);
  });

  it("refused permission: a clear message, and the page stays usable", async () => {
    const { page, context } = await openRoute({ grant: false });
    await context.clearPermissions();
    await page.getByRole("button", { name: "Hvar er ég?" }).click();
    await page.getByRole("status").filter({ hasText: "Vafrinn hefur ekki leyfi til að nota staðsetningu þína" }).waitFor();
    // The rest of the page still works: the profile moves the map's marker, and the button is there to try again.
    const profile = page.getByTestId("elevation-profile");
    const box = (await profile.boundingBox()) as { width: number; height: number };
    await profile.hover({ position: { x: box.width * 0.5, y: box.height / 2 } });
    await page.locator("path.track-position").waitFor();
    expect(await page.getByRole("button", { name: "Hvar er ég?" }).isEnabled()).toBe(true);
  });

  it("no request made while following carries the position", async () => {
    const where = at(35, 1500);
    const { page, context, requests } = await openRoute({ where });
    await page.getByRole("button", { name: "Hvar er ég?" }).click();
    await page.getByTestId("km-left").waitFor();
    // Move, zoom the map (new tiles), leave for the routes page and come back: every kind of request the page makes.
    const moved = at(-250, 4200);
    await context.setGeolocation({ ...moved, accuracy: 12 });
    await page.getByTestId("off-route").waitFor();
    await page.getByRole("button", { name: "Þysja inn" }).click();
    await page.getByRole("link", { name: "Allar hjólaleiðir" }).click();
    await page.locator(".leaflet-container").first().waitFor();
    await waitUntilLoaded(page);
    expect(requests.length).toBeGreaterThan(5);
    // Three decimals are about 100 m: the position written that precisely, rounded or cut, with a point or a comma.
    const forms = (degrees: number) => {
      const cut = (Math.trunc(degrees * 1000) / 1000).toFixed(3);
      return [cut, degrees.toFixed(3)].flatMap((form) => [form, form.replace(".", ",")]);
    };
    const written = [where, moved].flatMap(({ latitude, longitude }) => [...forms(latitude), ...forms(longitude)]);
    for (const request of requests) for (const form of written) expect(decodeURIComponent(request), request).not.toContain(form);
  });

  it("the privacy policy says, in both languages, that the position is used only in the browser", async () => {
    const icelandic = await (await fetch(url("/privacy"))).text();
    expect(icelandic).toContain("Staðsetning á leið");
    expect(icelandic).toContain("hún er aldrei send til vefsins eða annarra og hvergi geymd");
    const english = await (await fetch(url("/en/privacy"))).text();
    expect(english).toContain("Your location on a route");
    expect(english).toContain("it is never sent to the site or to anyone else, and it is not stored anywhere");
  });

  it.each([375, 1280])("has no serious or critical axe violation with the position shown at %i px", async (width) => {
    const { page } = await openRoute({ width, height: 800, where: at(-300, 3000) });
    await page.getByRole("button", { name: "Hvar er ég?" }).click();
    await page.getByTestId("off-route").waitFor();
    await page.getByTestId("elevation-profile").waitFor();
    await waitUntilLoaded(page);
    const serious = (await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]))
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => violation.text);
    expect(serious).toEqual([]);
  });
});
