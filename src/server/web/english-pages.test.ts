import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { englishSitePaths, pathInLang, sitePaths } from "../../shared/site-paths.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

const route = {
  name: "Kjölur",
  region: "Hálendið",
  description: "Gamla leiðin yfir hálendið milli jökla.",
  distance: 165.5,
  latitude: 64.85,
  longitude: -19.4,
  link: "https://example.is/kjolur",
  videolink: null,
};

const alternates = (origin: string, path: string) =>
  `<link rel="alternate" hreflang="is" href="${origin}${path}">` +
  `<link rel="alternate" hreflang="en" href="${origin}${pathInLang(path, "en")}">` +
  `<link rel="alternate" hreflang="x-default" href="${origin}${path}">`;

describe.each(testEngines)("the English pages under /en (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.store.addRoute(route);
  });
  afterEach(async () => test.close());

  it('answers every public page\'s English twin with lang="en" and the alternates of both languages', async () => {
    for (const path of englishSitePaths) {
      const response = await test.app.inject({ method: "GET", url: pathInLang(path, "en"), headers: { host: "rafhjol.example" } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain(alternates("http://rafhjol.example", path));
    }
  });

  it("keeps the Icelandic pages in Icelandic, with the same alternates", async () => {
    for (const path of sitePaths.filter((each) => each !== "/admin")) {
      const response = await test.app.inject({ method: "GET", url: path, headers: { host: "rafhjol.example" } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<html lang="is">');
      expect(response.body).toContain(alternates("http://rafhjol.example", path));
    }
    const admin = await test.app.inject({ method: "GET", url: "/admin" });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain('hreflang="en"');
  });

  it("writes the alternates with SITE_URL when it is set", async () => {
    const configured = await createTestApp({ engine, siteUrl: "https://rafhjol.is" });
    try {
      const html = (await configured.app.inject({ method: "GET", url: "/en/routes?search=kjol", headers: { host: "other.example" } })).body;
      expect(html).toContain(alternates("https://rafhjol.is", "/routes"));
    } finally {
      await configured.close();
    }
  });

  it("answers /en/routes/{id} with the route's English page head", async () => {
    const response = await test.app.inject({ method: "GET", url: "/en/routes/1", headers: { host: "rafhjol.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<link rel="canonical" href="http://rafhjol.example/en/routes/1">');
    expect(response.body).toContain('<meta property="og:locale" content="en_GB">');
    expect(response.body).toContain('<meta name="description" content="Hálendið, 165.5 km.');
    expect(response.body).toContain(alternates("http://rafhjol.example", "/routes/1"));
  });

  it("puts the route's English name and description in the English page's head, and only there", async () => {
    await test.store.setEnglishTexts("route", 1, { nameEn: "Kjolur highland road", descriptionEn: "The old road between the glaciers." });
    const english = (await test.app.inject({ method: "GET", url: "/en/routes/1" })).body;
    expect(english).toContain("<title>Kjolur highland road – Rafhjól á Íslandi</title>");
    expect(english).toContain('<meta name="description" content="Hálendið, 165.5 km. The old road between the glaciers.">');
    const icelandic = (await test.app.inject({ method: "GET", url: "/routes/1" })).body;
    expect(icelandic).toContain("<title>Kjölur – Rafhjól á Íslandi</title>");
    expect(icelandic).not.toContain("glaciers");
  });

  it("sends /en/ to /en, query kept", async () => {
    const response = await test.app.inject({ method: "GET", url: "/en/?a=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/en?a=1");
  });

  it.each(["/en/admin", "/en/nothing-here", "/en/routes/99", "/en/routes/abc", "/en/en"])("answers %s with the English not-found page and 404", async (url) => {
    const response = await test.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="en">');
  });
});
