import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import { type PhotoUploadAnswer, photoPaths } from "../../shared/photo.ts";
import { createSignedInApp, HIGHLAND_ROUTE, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { testImage } from "./test-images.ts";

const route = HIGHLAND_ROUTE;

describe.each(testEngines)("link previews of route pages with photos (%s)", { timeout: 60_000 }, (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    ({ test, cookie } = await createSignedInApp({ engine, siteUrl: "https://rafhjol.is" }));
    for (const name of [route.name, "Án mynda"]) {
      await test.app.inject({ method: "POST", url: apiPaths.addRoute, payload: { ...route, name }, headers: { ...WRITE_HEADERS, cookie } });
    }
  });
  afterEach(async () => test.close());

  async function addPhoto(alt: string, altEn: string, width: number) {
    const data = new FormData();
    data.append("alt", alt);
    data.append("altEn", altEn);
    data.append("file", new Blob([new Uint8Array(await (await testImage(width, 700)).jpeg().toBuffer())], { type: "image/jpeg" }), "mynd.jpg");
    const body = new Response(data);
    const response = await test.app.inject({
      method: "POST",
      url: photoPaths.photos(1),
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { ...WRITE_HEADERS, cookie, "content-type": body.headers.get("content-type") ?? "" },
    });
    return response.json<PhotoUploadAnswer>().photo;
  }

  it("gives the page the cover's 1200 × 630 JPEG with its size and alt text, in both languages", async () => {
    const cover = await addPhoto("Kjölur í sól", "Kjölur in the sun", 1000);
    await addPhoto("Önnur mynd", "Another photo", 1100);
    const html = (await test.app.inject({ method: "GET", url: "/routes/1" })).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<meta property="og:image" content="https://rafhjol.is${cover.preview.url}">`);
    expect(head).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta property="og:image:alt" content="Kjölur í sól">');
    expect(head).toContain(`<meta name="twitter:image" content="https://rafhjol.is${cover.preview.url}">`);
    const english = (await test.app.inject({ method: "GET", url: "/en/routes/1" })).body;
    expect(english).toContain('<meta property="og:image:alt" content="Kjölur in the sun">');
    // The file itself is what the tags say.
    const file = await test.app.inject({ method: "GET", url: cover.preview.url });
    const metadata = await sharp(file.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });

  it("keeps the site's image for a route without photos", async () => {
    const html = (await test.app.inject({ method: "GET", url: "/routes/2" })).body;
    expect(html).toContain('<meta property="og:image" content="https://rafhjol.is/og-image.png">');
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:alt" content="Rafhjól á Íslandi">');
  });
});

describe("the site's share image", () => {
  it("is a 1200 × 630 PNG under 100 KB", async () => {
    const file = await readFile(new URL("../web/static/og-image.png", import.meta.url));
    expect(file.byteLength).toBeLessThan(100 * 1024);
    const metadata = await sharp(file).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "png", width: 1200, height: 630 });
  });
});
