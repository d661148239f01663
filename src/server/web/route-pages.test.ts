import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sitePaths, unlistedSitePaths } from "../../shared/site-paths.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { summarise } from "./route-page-head.ts";

const route = {
  name: 'Kjölur <b>"&</b>',
  region: "Hálendið",
  description: "Gamla leiðin yfir hálendið milli jökla. ".repeat(8),
  distance: 165.5,
  latitude: 64.85,
  longitude: -19.4,
  link: "https://example.is/kjolur",
  videolink: null,
};

/** The tags in the head of an HTML answer, before the first <script>. */
function headBeforeScripts(html: string): string {
  const head = html.slice(0, html.indexOf("</head>"));
  const script = head.indexOf("<script");
  return script === -1 ? head : head.slice(0, script);
}

describe.each(testEngines)("route pages, sitemap and robots.txt (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.store.addRoute(route);
    await test.store.addRoute({ ...route, name: "Önnur leið" });
    await test.store.deleteRoute(2);
    await test.store.addRoute({ ...route, name: "Þriðja leið" });
  });
  afterEach(async () => test.close());

  it("answers /routes/{id} with the app and the route's own title, description, canonical URL and share tags", async () => {
    const response = await test.app.inject({ method: "GET", url: "/routes/1", headers: { host: "rafhjol.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
    const head = headBeforeScripts(response.body);
    const escapedName = "Kjölur &lt;b&gt;&quot;&amp;&lt;/b&gt;";
    expect(head).toContain(`<title>${escapedName} – Rafhjól á Íslandi</title>`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="http://rafhjol.example/routes/1">');
    expect(head).toContain(`<meta property="og:title" content="${escapedName}">`);
    expect(head).toContain('<meta property="og:url" content="http://rafhjol.example/routes/1">');
    expect(head).toContain('<meta property="og:image" content="http://rafhjol.example/og-image.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="description" content="Hálendið, 165,5 km. Gamla leiðin yfir hálendið');
    expect(head).toMatch(/<meta property="og:description" content="Hálendið, 165,5 km\. [^"]{20,150}…">/);
    expect(head).not.toContain("<b>");
  });

  it("links a route's page and /routes to their condition feeds, which answer, in both languages", async () => {
    const headers = { host: "rafhjol.example" };
    const head = async (url: string) => headBeforeScripts((await test.app.inject({ method: "GET", url, headers })).body);
    const feedLinks = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map((match) => match[0]);
    expect(feedLinks(await head("/routes/1"))).toEqual([
      '<link rel="alternate" type="application/atom+xml" title="Ástand: Kjölur &lt;b&gt;&quot;&amp;&lt;/b&gt; – Rafhjól á Íslandi" href="http://rafhjol.example/routes/1/conditions.atom">',
    ]);
    // The feeds are written in Icelandic: an English page says so.
    expect(feedLinks(await head("/en/routes/1"))).toEqual([
      '<link rel="alternate" type="application/atom+xml" hreflang="is" title="Conditions on Kjölur &lt;b&gt;&quot;&amp;&lt;/b&gt; – Rafhjól á Íslandi (in Icelandic)" href="http://rafhjol.example/routes/1/conditions.atom">',
    ]);
    const routesPage = (await test.app.inject({ method: "GET", url: "/routes?search=kj", headers })).body;
    expect(feedLinks(routesPage)).toEqual([
      '<link rel="alternate" type="application/atom+xml" title="Ástand leiða – Rafhjól á Íslandi" href="http://rafhjol.example/conditions.atom">',
    ]);
    expect(feedLinks((await test.app.inject({ method: "GET", url: "/en/routes", headers })).body)).toEqual([
      '<link rel="alternate" type="application/atom+xml" hreflang="is" title="Route conditions – Rafhjól á Íslandi (in Icelandic)" href="http://rafhjol.example/conditions.atom">',
    ]);
    // Only the route pages and /routes name a feed.
    expect(feedLinks((await test.app.inject({ method: "GET", url: "/events", headers })).body)).toEqual([]);
    for (const url of ["/routes/1/conditions.atom", "/conditions.atom"]) {
      const feed = await test.app.inject({ method: "GET", url, headers });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    }
  });

  it("uses SITE_URL for canonical and share URLs when it is set", async () => {
    const configured = await createTestApp({ engine, siteUrl: "https://rafhjol.is" });
    try {
      await configured.store.addRoute(route);
      const html = (await configured.app.inject({ method: "GET", url: "/routes/1", headers: { host: "other.example" } })).body;
      expect(html).toContain('<link rel="canonical" href="https://rafhjol.is/routes/1">');
      expect(html).toContain('<meta property="og:image" content="https://rafhjol.is/og-image.png">');
      const robots = (await configured.app.inject({ method: "GET", url: "/robots.txt" })).body;
      expect(robots).toContain("Sitemap: https://rafhjol.is/sitemap.xml");
    } finally {
      await configured.close();
    }
  });

  it.each([
    "/routes/2",
    "/routes/99",
    "/routes/0",
    "/routes/abc",
    "/routes/1.5",
    "/routes/-1",
    "/routes/99999999999",
    "/routes/2147483648",
    "/en/routes/9999999999",
    "/routes/1/extra",
  ])("answers %s with the app's not-found page and 404", async (url) => {
    const response = await test.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain("og:title");
  });

  it("lists every public page and every route page in /sitemap.xml in both languages, with their alternates, and not /admin nor the offline page", async () => {
    const response = await test.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "rafhjol.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const english = (path: string) => (path === "/" ? "/en" : `/en${path}`);
    const expected = [...sitePaths.filter((path) => !unlistedSitePaths.includes(path)), "/routes/1", "/routes/3"].flatMap((path) =>
      [path, english(path)].map((each) => `http://rafhjol.example${each}`),
    );
    expect(locations).toEqual(expected);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="is" href="http://rafhjol.example/tjalda"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="http://rafhjol.example/en/tjalda"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://rafhjol.example/tjalda"/>';
    expect(response.body).toContain(`<url><loc>http://rafhjol.example/tjalda</loc>${alternates}</url>`);
    expect(response.body).toContain(`<url><loc>http://rafhjol.example/en/tjalda</loc>${alternates}</url>`);
    expect(response.body).toContain('hreflang="en" href="http://rafhjol.example/en"/>');
    expect(response.body).not.toContain("admin");
  });

  it("points crawlers to the sitemap and keeps them out of the API and the sign-in page", async () => {
    const response = await test.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "rafhjol.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe("User-agent: *\nDisallow: /api/\nDisallow: /backend/\nDisallow: /admin\n\nSitemap: http://rafhjol.example/sitemap.xml\n");
  });

  it("tells search engines not to index /admin, and only /admin", async () => {
    expect((await test.app.inject({ method: "GET", url: "/admin" })).headers["x-robots-tag"]).toBe("noindex, nofollow");
    for (const url of ["/", "/routes", "/en/routes"]) expect((await test.app.inject({ method: "GET", url })).headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves the share image as a 1200 × 630 PNG", async () => {
    const response = await test.app.inject({ method: "GET", url: "/og-image.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe("summarise", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(summarise("Stutt  lýsing.\n")).toBe("Stutt lýsing.");
    expect(summarise("orð ".repeat(100), 30)).toBe("orð orð orð orð orð orð orð…");
  });
});
