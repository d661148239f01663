import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoutePhoto } from "../../src/shared/photo.ts";
import type { Route } from "../../src/shared/route.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, openAdminSitePage as openPage, waitUntilLoaded } from "./support/browser.ts";
import { adminCookie, signIn, writeHeader } from "./support/sign-in.ts";

// Everything here runs on the admin site, whose data tests may change.
const url = (path: string) => new URL(path, adminBaseURL()).href;

/** A SYNTHETIC landscape-like picture: sky, hills, ground. With a phone's EXIF (a GPS position) when asked. */
async function syntheticPhoto(width: number, height: number, hue: number, withGps: boolean): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,75%)"/><stop offset="1" stop-color="hsl(${hue},40%,92%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <path d="M0 ${height * 0.6} Q ${width * 0.3} ${height * 0.35} ${width * 0.55} ${height * 0.55} T ${width} ${height * 0.5} V ${height} H 0 Z" fill="hsl(${hue + 90},35%,35%)"/>
    <rect y="${height * 0.8}" width="100%" height="${height * 0.2}" fill="hsl(${hue + 60},25%,25%)"/>
  </svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  if (!withGps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: "Testphone-X1", Model: "E2E" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "64/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "21/1 56/1 0/1" },
    })
    .toBuffer();
}

async function createRoute(name: string): Promise<Route> {
  const added = await fetch(url("/backend/add_route.php"), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await adminCookie(), ...writeHeader },
    body: JSON.stringify({
      name,
      distance: 165,
      region: "Hálendið",
      description: "Tilbúin leið fyrir prófanir á myndum.",
      link: "https://example.is/myndir",
      videolink: null,
      latitude: 64.8,
      longitude: -19.5,
    }),
  });
  expect(added.status).toBe(200);
  return ((await added.json()) as { route: Route }).route;
}

let route: Route;
let photos: RoutePhoto[];

beforeAll(async () => {
  route = await createRoute("Myndaleið yfir hálendið");
});

describe("route photos", () => {
  it("the admin adds two photos in Edit, a phone's JPEG with GPS among them", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole("button", { name: `Edit ${route.id} - ${route.name}` }).click();
    const form = page.getByRole("form", { name: "Edit Route" });
    await expect.poll(() => form.getByLabel("Name").inputValue()).toBe(route.name);
    await form.getByLabel("Add photos").setInputFiles([
      { name: "simi.jpg", mimeType: "image/jpeg", buffer: await syntheticPhoto(1800, 1200, 200, true) },
      { name: "skali.jpg", mimeType: "image/jpeg", buffer: await syntheticPhoto(1200, 900, 30, false) },
    ]);
    // The previews of the chosen files show (the CSP allows blob: images): each has its pixels.
    const previews = form.locator('img[src^="blob:"]');
    await expect.poll(() => previews.count()).toBe(2);
    for (const preview of await previews.all())
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    await form.getByLabel("Alt text (Icelandic), photo 1").fill("Vegur yfir hálendið undir bláum himni");
    await form.getByLabel("Alt text (English), photo 1").fill("A track across the highlands under a blue sky");
    await form.getByLabel("Caption (optional), photo 1").fill("Á leið norður");
    await form.getByLabel("Alt text (Icelandic), photo 2").fill("Hæðir í kvöldsól");
    await form.getByLabel("Alt text (English), photo 2").fill("Hills in the evening sun");
    await form.getByRole("button", { name: "Save Route" }).click();
    await page.getByRole("status").filter({ hasText: "2 photos added" }).waitFor({ timeout: 60_000 });

    const details = (await (await fetch(url(`/api/routes/${route.id}`))).json()) as { photos: RoutePhoto[] };
    photos = details.photos;
    expect(photos.map((photo) => photo.alt)).toEqual(["Vegur yfir hálendið undir bláum himni", "Hæðir í kvöldsól"]);
    // What a visitor downloads has no GPS position, nor any other EXIF.
    for (const file of [...(photos[0]?.avif ?? []), ...(photos[0]?.webp ?? []), photos[0]?.preview]) {
      const served = await fetch(url(file?.url ?? ""));
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("Testphone-X1"))).toBe(false);
    }
  }, 120_000);

  it("the server's HTML of the route page has its cover as the link preview", async () => {
    const html = await (await fetch(url(`/routes/${route.id}`))).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const cover = photos[0]?.preview;
    expect(head).toContain(`<meta property="og:image" content="${url(cover?.url ?? "")}">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta property="og:image:alt" content="Vegur yfir hálendið undir bláum himni">');
  });

  it("the route's card on /routes shows its cover, small", async () => {
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(`/routes?routeId=${route.id}`);
    const cover = page.locator(`#route-${route.id}`).getByRole("img", { name: "Vegur yfir hálendið undir bláum himni" });
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const box = await cover.boundingBox();
    expect(box?.width).toBeLessThan(150);
    // For a person to look at; not compared.
    await page.locator(`#route-${route.id}`).screenshot({ path: join(tmpdir(), "photos-card-375.png") });
  });

  it.each([375, 1280])(
    "the route page shows the gallery, opens it full screen by keyboard, and axe finds nothing (%i px)",
    async (width) => {
      const { page } = await openPage({ width, height: 800 });
      await page.goto(`/routes/${route.id}`);
      const gallery = page.getByRole("region", { name: "Myndir" });
      await gallery.waitFor();
      await waitUntilLoaded(page);
      const first = gallery.getByRole("button", { name: "Vegur yfir hálendið undir bláum himni – opna í fullri stærð" });
      await first.scrollIntoViewIfNeeded();
      // Each thumbnail has its size set and arrives (the browser chose AVIF or WebP from the sources).
      await expect.poll(() => first.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await first.locator("img").getAttribute("width")).toBe(String(photos[0]?.width));
      // For a person to look at; not compared.
      await page.screenshot({ path: join(tmpdir(), `photos-gallery-${width}.png`), fullPage: true });
      expect((await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])).map((v) => v.text)).toEqual([]);

      await first.focus();
      await page.keyboard.press("Enter");
      const viewer = page.getByRole("dialog", { name: "Mynd 1 af 2" });
      await viewer.waitFor();
      await page.keyboard.press("ArrowRight");
      await page.getByRole("dialog", { name: "Mynd 2 af 2" }).getByRole("img", { name: "Hæðir í kvöldsól" }).waitFor();
      await page.keyboard.press("ArrowRight");
      await page.getByRole("dialog", { name: "Mynd 1 af 2" }).getByText("Á leið norður").waitFor();
      await page.screenshot({ path: join(tmpdir(), `photos-viewer-${width}.png`) });
      expect((await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])).map((v) => v.text)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      // Focus is back on the photo that was opened.
      await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    },
    60_000,
  );

  it("the admin edits a photo's alt text in place, and the route page's gallery shows the new one", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await signIn(page);
    await page.getByRole("button", { name: `Edit ${route.id} - ${route.name}` }).click();
    const form = page.getByRole("form", { name: "Edit Route" });
    await form.getByRole("button", { name: "Edit texts of photo 2" }).click();
    const alt = form.getByLabel("Alt text (Icelandic), photo 2");
    await expect.poll(() => alt.inputValue()).toBe("Hæðir í kvöldsól");
    await alt.fill("Grænar hæðir í kvöldsól");
    // For a person to look at; not compared.
    await form.getByRole("listitem", { name: "Photo 2" }).screenshot({ path: join(tmpdir(), "photos-edit-texts-1280.png") });
    await form.getByRole("button", { name: "Save texts of photo 2" }).click();
    await page.getByRole("status").filter({ hasText: "Photo texts saved" }).waitFor();
    await form.getByRole("listitem", { name: "Photo 2" }).getByText("Grænar hæðir í kvöldsól").waitFor();

    const visitor = (await openPage({ width: 1280, height: 800 })).page;
    await visitor.goto(`/routes/${route.id}`);
    const gallery = visitor.getByRole("region", { name: "Myndir" });
    await gallery.getByRole("button", { name: "Grænar hæðir í kvöldsól – opna í fullri stærð" }).waitFor();
    expect(await gallery.getByRole("img", { name: "Hæðir í kvöldsól", exact: true }).count()).toBe(0);
  }, 60_000);
});
