import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import type { RouteTrack } from "../../src/shared/track.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, holdRequests, openAdminSitePage as openPage, scrollToTrackMap, waitUntilLoaded } from "./support/browser.ts";
import { createRouteWithTrack } from "./support/routes.ts";
import { signIn } from "./support/sign-in.ts";

// Everything here runs on the admin site, whose data tests may change.
const url = (path: string) => new URL(path, adminBaseURL()).href;

/**
 * A SYNTHETIC GPX 1.1 track (no real route): about 6 km north-east from a
 * point near Hella, over one 150 m hill, with a little deterministic noise on
 * the heights as a GPS would give.
 */
function syntheticGpx(name: string): Buffer {
  const points: string[] = [];
  const count = 240;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const lat = 63.83 + t * 0.04;
    const lon = -20.4 + t * 0.06 + Math.sin(t * 9) * 0.004;
    const ele = 60 + 150 * Math.sin(Math.PI * t) + ((i * 7919) % 13) / 13 - 0.5;
    points.push(`      <trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="rafhjol e2e (synthetic)" xmlns="http://www.topografix.com/GPX/1/1">
  <trk>
    <name>${name}</name>
    <trkseg>
${points.join("\n")}
    </trkseg>
  </trk>
</gpx>
`,
    "utf8",
  );
}

/** The centre of the map's position marker on screen, or null when there is none. */
async function markerCentre(page: Page) {
  const marker = page.locator("path.track-position");
  if ((await marker.count()) === 0) return null;
  const box = await marker.boundingBox();
  return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null;
}

let shared: { route: Route; gpx: Buffer };

beforeAll(async () => {
  const gpx = syntheticGpx("Synthetic test hill");
  shared = { route: (await createRouteWithTrack({ name: "Prufuleið um tilbúna hæð" }, gpx)).route, gpx };
});

describe("/routes/{id}", () => {
  it("the admin adds a route with a SYNTHETIC GPX file; its page shows the line, the figures and the profile", async () => {
    const gpx = syntheticGpx("Synthetic admin upload");
    const { page } = await openPage({ width: 1280, height: 900 });
    await signIn(page);
    const form = page.getByRole("form", { name: "Add Route" });
    await form.getByLabel("Name").fill("Tilbúin leið úr GPX-skrá");
    await form.getByLabel("Region").fill("Suðurland");
    await form.getByLabel("Description").fill("Leið búin til í prófun.");
    await form.getByLabel("Link", { exact: true }).fill("https://example.is/gpx");
    await form.getByLabel(/GPX file/).setInputFiles({ name: "synthetic.gpx", mimeType: "application/gpx+xml", buffer: gpx });
    // The server's preview fills the distance and the start point, and the line is drawn.
    await form.getByRole("img", { name: /Preview of the track/ }).waitFor();
    const distance = Number(await form.getByLabel("Distance (km)").inputValue());
    expect(distance).toBeGreaterThan(5);
    expect(distance).toBeLessThan(9);
    expect(await form.getByLabel("Latitude").inputValue()).toBe("63.83");
    expect(await form.getByLabel("Longitude").inputValue()).toBe("-20.4");
    await form.getByRole("button", { name: "Add Route" }).click();
    await page.getByRole("status").filter({ hasText: 'Route "Tilbúin leið úr GPX-skrá" added' }).waitFor();

    const added = ((await (await fetch(url("/backend/get_routes.php"))).json()) as Route[]).find((route) => route.name === "Tilbúin leið úr GPX-skrá") as Route;
    const details = (await (await fetch(url(`/api/routes/${added.id}`))).json()) as { track: RouteTrack | null };
    expect(details.track?.profile?.length).toBeGreaterThan(10);

    // From the card on /routes to the route's page.
    await page.goto(`/routes?routeId=${added.id}`);
    await page
      .locator(`#route-${added.id}`)
      .getByRole("link", { name: /Skoða leið/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Tilbúin leið úr GPX-skrá" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/routes/${added.id}`);
    expect(await page.title()).toContain("Tilbúin leið úr GPX-skrá");
    await scrollToTrackMap(page);
    await page.locator("path.track-line").waitFor();
    await expect.poll(() => page.locator(".track-end-marker").count()).toBe(2);
    const figures = page.getByRole("region", { name: "Tölur um leiðina" });
    for (const label of ["Lengd ferils", "Heildarhækkun", "Heildarlækkun", "Hæsti punktur", "Lægsti punktur"]) {
      await expect.poll(() => figures.getByText(label, { exact: true }).count()).toBe(1);
    }
    await page.getByTestId("elevation-profile").waitFor();
    // Two heading rows (the batteries' shared heading, then the columns') and one row per assist level.
    await expect.poll(() => page.getByRole("region", { name: "Orkunotkun rafhlöðu (áætlun)" }).getByRole("row").count()).toBe(5);
  });

  it("the admin edits a route: changes its name, removes its track, then adds one again", async () => {
    const gpx = syntheticGpx("Synthetic track to edit");
    const { route } = await createRouteWithTrack({ name: "Leið sem á að breyta" }, gpx);
    const { page } = await openPage({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole("button", { name: `Edit ${route.id} - Leið sem á að breyta` }).click();
    const form = page.getByRole("form", { name: "Edit Route" });
    await expect.poll(() => form.getByLabel("Name").inputValue()).toBe("Leið sem á að breyta");
    await form.getByRole("img", { name: /Preview of the track/ }).waitFor();
    await form.getByLabel("Name").fill("Breytt leið án ferils");
    await form.getByRole("button", { name: "Remove track" }).click();
    await form.getByRole("button", { name: "Save Route" }).click();
    await page.getByRole("form", { name: "Add Route" }).waitFor();
    await page.getByRole("region", { name: "Routes" }).getByText(`${route.id} - Breytt leið án ferils`).waitFor();
    const after = (await (await fetch(url(`/api/routes/${route.id}`))).json()) as { route: Route; track: RouteTrack | null };
    expect(after.route.name).toBe("Breytt leið án ferils");
    expect(after.track).toBeNull();
    expect((await fetch(url(`/api/routes/${route.id}/track.gpx`))).status).toBe(404);

    await page.getByRole("button", { name: `Edit ${route.id} - Breytt leið án ferils` }).click();
    const again = page.getByRole("form", { name: "Edit Route" });
    await again.getByLabel(/GPX file/).setInputFiles({ name: "synthetic.gpx", mimeType: "application/gpx+xml", buffer: gpx });
    await again.getByRole("img", { name: /Preview of the track/ }).waitFor();
    await again.getByRole("button", { name: "Save Route" }).click();
    await page.getByRole("form", { name: "Add Route" }).waitFor();
    const gpxAgain = await fetch(url(`/api/routes/${route.id}/track.gpx`));
    expect(Buffer.from(await gpxAgain.arrayBuffer()).equals(gpx)).toBe(true);
  });

  it("moves the marker along the line as the pointer moves along the profile", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await page.goto(`/routes/${shared.route.id}`);
    const profile = page.getByTestId("elevation-profile");
    await profile.waitFor();
    await scrollToTrackMap(page);
    await page.locator("path.track-line").waitFor();
    expect(await markerCentre(page)).toBeNull();
    const box = (await profile.boundingBox()) as { x: number; y: number; width: number; height: number };
    await profile.hover({ position: { x: box.width * 0.2, y: box.height / 2 } });
    // The marker is drawn in a frame after the pointer moves: wait for it rather than read it once.
    await expect.poll(() => markerCentre(page)).not.toBeNull();
    const early = (await markerCentre(page)) as { x: number; y: number };
    await profile.hover({ position: { x: box.width * 0.9, y: box.height / 2 } });
    // The synthetic track runs north-east: later along it is further right and higher up on the map.
    await expect.poll(async () => (await markerCentre(page))?.x ?? Number.NEGATIVE_INFINITY).toBeGreaterThan(early.x);
    await expect.poll(async () => (await markerCentre(page))?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(early.y);
    // A mouse leaving the profile takes the marker away.
    await page.mouse.move(5, 5);
    await page.locator("path.track-position").waitFor({ state: "detached" });
  });

  it("'Sækja GPX' downloads the file exactly as uploaded, named after the route", async () => {
    const { page } = await openPage();
    await page.goto(`/routes/${shared.route.id}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Sækja GPX" }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(shared.gpx)).toBe(true);
    const details = (await (await fetch(url(`/api/routes/${shared.route.id}`))).json()) as { track: RouteTrack };
    expect(download.suggestedFilename()).toBe(details.track.fileName);
    expect(details.track.fileName).toMatch(/^prufuleid-um-tilbuna-haed.*\.gpx$/);
  });

  it("shows the route's text while the map is still loading", async () => {
    const { page } = await openPage();
    const mapCode = await holdRequests(page, /\/assets\/track-map-[\w-]+\.js$/);
    await page.goto(`/routes/${shared.route.id}`);
    await page.getByRole("heading", { level: 1, name: shared.route.name }).waitFor();
    await page.getByRole("region", { name: "Tölur um leiðina" }).waitFor();
    await page.getByText("Hleð korti...").waitFor();
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    await scrollToTrackMap(page);
    await mapCode.requested;
    mapCode.release();
    await page.locator(".leaflet-container").waitFor();
  });

  it("says a route without a track has none yet, and shows its point", async () => {
    const routes = (await (await fetch(url("/backend/get_routes.php"))).json()) as Route[];
    const plain = [];
    for (const route of routes) {
      const details = (await (await fetch(url(`/api/routes/${route.id}`))).json()) as { track: RouteTrack | null };
      if (details.track === null) plain.push(route);
    }
    const route = plain[0] as Route;
    const { page } = await openPage({ width: 375, height: 740 });
    await page.goto(`/routes/${route.id}`);
    await page.getByText("Engum ferli hefur verið bætt við þessa leið enn.", { exact: false }).waitFor();
    await scrollToTrackMap(page);
    await page.locator(".leaflet-marker-icon").waitFor();
    expect(await page.getByRole("link", { name: "Sækja GPX" }).count()).toBe(0);
  });

  it("is answered by the server with the route's title and preview tags before any script runs", async () => {
    const response = await fetch(url(`/routes/${shared.route.id}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("<script"));
    const meta = new Map<string, string>();
    for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
      const key = tag.match(/(?:property|name)="([^"]+)"/)?.[1];
      const content = tag.match(/content="([^"]*)"/)?.[1];
      if (key && content !== undefined) meta.set(key, content);
    }
    expect(head.match(/<title>([^<]*)<\/title>/)?.[1]).toContain(shared.route.name);
    expect(meta.get("og:title")).toContain(shared.route.name);
    expect(meta.get("og:description")).toBeTruthy();
    expect(meta.get("description")).toBeTruthy();
    expect(meta.get("og:url")).toMatch(new RegExp(`/routes/${shared.route.id}$`));
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/routes/${shared.route.id}"`));
    expect(meta.get("twitter:card")).toBeTruthy();
    const image = meta.get("og:image") as string;
    expect(image).toMatch(/^https?:\/\//);
    const picture = await fetch(new URL(new URL(image).pathname, adminBaseURL()));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);
  });

  it("answers an unknown or malformed id with the Icelandic not-found page and status 404", async () => {
    for (const path of ["/routes/987654321", "/routes/abc", "/routes/0"]) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
    const { page } = await openPage();
    const response = await page.goto("/routes/987654321");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Síða fannst ekki" }).waitFor();
  });

  it.each([375, 1280])("has no serious or critical axe violation at %i px", async (width) => {
    const { page, console: messages } = await openPage({ width, height: 800, consent: false });
    await page.goto(`/routes/${shared.route.id}`);
    await page.getByTestId("elevation-profile").waitFor();
    await scrollToTrackMap(page);
    await page.locator("path.track-line").waitFor();
    await waitUntilLoaded(page);
    const serious = (await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]))
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => violation.text);
    expect(serious).toEqual([]);
    expect(messages.filter((message) => message.includes("Content Security Policy"))).toEqual([]);
  });
});
