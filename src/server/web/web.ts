import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { EnglishTexts } from "../../shared/english-texts.ts";
import type { Route } from "../../shared/route.ts";
import {
  ENGLISH_BASE,
  englishSitePaths,
  type Lang,
  langOfPath,
  parseRowId,
  pathInLang,
  pathWithoutLang,
  routePagePath,
  routePagePattern,
  sitePaths,
  unlistedSitePaths,
} from "../../shared/site-paths.ts";
import type { SiteStore } from "../store/site-store.ts";
import { LruCache } from "./lru-cache.ts";
import { escapeHtml, headLinks, routePageHtml, SHARE_IMAGE_PATH } from "./route-page-head.ts";

export interface WebOptions {
  /** Folder with Vite's build output (index.html and assets/). */
  webRoot: string;
  /** Values the browser reads from <meta> tags in index.html. */
  publicConfig: Record<string, string>;
  /** For the route pages' head and the sitemap. */
  store: Pick<SiteStore, "getRoute" | "listRoutes" | "getEnglishTexts" | "photos">;
  /** The site's public origin (SITE_URL) for canonical and Open Graph URLs; unset: the request's own. */
  siteUrl?: string | undefined;
}

/** The share image, drawn once by scripts/generate-share-image.ts and committed. */
const shareImageFile = new URL("./static/og-image.png", import.meta.url);

/**
 * Serves the built web app. Hashed files under /assets/ never change, so they
 * are cached for a year as immutable, and the .br/.gz files written at build
 * time are sent to browsers that accept them. index.html is revalidated on
 * every visit (no-cache plus an ETag) so a deploy reaches visitors at once.
 */
export const webPages: FastifyPluginAsync<WebOptions> = async (app, { webRoot, publicConfig, store, siteUrl }) => {
  const indexFile = join(webRoot, "index.html");
  try {
    await stat(indexFile);
  } catch {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`npm run build\` first.`);
  }
  const indexHtml = injectPublicConfig(await inlineStylesheets(await readFile(indexFile, "utf8"), webRoot), publicConfig);
  const pagePaths = [...sitePaths, ...englishSitePaths.map((path) => pathInLang(path, "en"))];
  const pages = await loadPageRenderer(webRoot, indexHtml, publicConfig, pagePaths.length);

  // A page brings a dozen files from /assets/ with it: their request lines are debug lines. At the default
  // LOG_LEVEL (info) they are left out (Fastify writes them at info, so these routes log from warn up, as the
  // cached lists do); LOG_LEVEL=debug shows them. The static plugin shares its parent's context, so the level
  // is set on a context of its own around it.
  await app.register(
    async (assets) => {
      await assets.register(fastifyStatic, {
        root: join(webRoot, "assets"),
        prefix: "/assets/",
        preCompressed: true,
        immutable: true,
        maxAge: "365d",
        index: false,
        wildcard: true,
      });
    },
    app.log.level === "info" ? { logLevel: "warn" } : {},
  );

  const origin = (request: FastifyRequest) => siteUrl ?? `${request.protocol}://${request.host}`;
  /** A page with its head links (headLinks): its twin in the other language, and on /routes the routes' feed. */
  const withHeadLinks = (html: string, request: FastifyRequest, hasTwin: boolean) => {
    const links = headLinks(origin(request), request.url.split("?")[0] ?? "/", hasTwin);
    return links === "" ? html : html.replace("</head>", () => `${links}</head>`);
  };

  // Each Icelandic page, and its English twin under /en (every page but /admin: docs/decisions/034).
  for (const path of pagePaths) {
    const hasTwin = (englishSitePaths as readonly string[]).includes(pathWithoutLang(path));
    // The sign-in page is not for search engines (robots.txt also keeps crawlers out).
    const robots = path === "/admin" ? "noindex, nofollow" : undefined;
    app.get(path, async (request, reply) => {
      if (robots) reply.header("x-robots-tag", robots);
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(withHeadLinks(pages.html(request.url, { keep: path }), request, hasTwin));
    });
  }

  // wouter writes the English home page's address as /en/ where a link says "/": the same page.
  app.get(`${ENGLISH_BASE}/`, async (request, reply) => reply.redirect(`${ENGLISH_BASE}${request.url.slice(ENGLISH_BASE.length + 1)}`, 301));

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(pages.html(request.url));

  // A route's own page, in either language: the app, with the route's title and link-preview tags in the head.
  const routePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const rowId = parseRowId(id);
    const route = rowId === null ? undefined : await store.getRoute(rowId);
    if (!route) return sendNotFoundPage(request, reply);
    const lang = langOfPath(request.url.split("?")[0] ?? "/");
    // The English page shows the route's English texts when it has them, in its HTML and its head.
    const routeEnglish = lang === "en" ? await store.getEnglishTexts("route", route.id) : undefined;
    // Its cover, for link previews.
    const [cover] = await store.photos.listPhotos(route.id);
    const html = routePageHtml(pages.html(request.url, { route, routeEnglish }), route, origin(request), lang, routeEnglish, cover);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withHeadLinks(html, request, true));
  };
  app.get(routePagePattern, routePage);
  app.get(`${ENGLISH_BASE}${routePagePattern}`, routePage);

  // Every page in both languages, each with its twin and the default (Icelandic) as alternates.
  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    const paths = [...sitePaths.filter((path) => !unlistedSitePaths.includes(path)), ...(await store.listRoutes()).map((route) => routePagePath(route.id))];
    const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${base}${path}`)}"/>`;
    const urls = paths.flatMap((path) => {
      const alternates = `${link("is", path)}${link("en", pathInLang(path, "en"))}${link("x-default", path)}`;
      return (["is", "en"] as const).map((lang) => `<url><loc>${escapeHtml(`${base}${pathInLang(path, lang)}`)}</loc>${alternates}</url>`);
    });
    return reply
      .header("cache-control", "no-cache")
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });

  app.get("/robots.txt", async (request, reply) => {
    // The sign-in page is closed to crawlers too (and says noindex), and left out of the sitemap.
    const disallowed = ["/api/", "/backend/", "/admin"].map((path) => `Disallow: ${path}`).join("\n");
    return reply
      .header("cache-control", "no-cache")
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\n${disallowed}\n\nSitemap: ${origin(request)}/sitemap.xml\n`);
  });

  // The installed app (docs/decisions/037): the service worker, read at each request so a new build's worker
  // is seen at once (the browser checks it on navigations, bypassing its cache); the manifest and its icons.
  const serviceWorkerFile = join(webRoot, "service-worker.js");
  if (existsSync(serviceWorkerFile)) {
    app.get("/service-worker.js", async (_request, reply) =>
      reply
        .header("cache-control", "no-cache")
        .type("text/javascript; charset=utf-8")
        .send(await readFile(serviceWorkerFile)),
    );
  }
  const manifestFile = join(webRoot, "manifest.webmanifest");
  if (existsSync(manifestFile)) {
    const manifest = await readFile(manifestFile);
    app.get("/manifest.webmanifest", async (_request, reply) =>
      reply.header("cache-control", "public, max-age=3600").type("application/manifest+json").send(manifest),
    );
  }
  if (existsSync(join(webRoot, "icons"))) {
    await app.register(fastifyStatic, { root: join(webRoot, "icons"), prefix: "/icons/", decorateReply: false, index: false, maxAge: "1d" });
  }

  const shareImage = await readFile(shareImageFile);
  app.get(SHARE_IMAGE_PATH, async (_request, reply) => reply.header("cache-control", "public, max-age=86400").type("image/png").send(shareImage));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/backend/") || path.startsWith("/api/") || path.startsWith("/assets/") || request.method !== "GET") {
      return reply.code(404).send({ message: "Not found" });
    }
    // The app's own not-found page, in the language of the path (English under /en), with the site's chrome around it.
    return sendNotFoundPage(request, reply);
  });
};

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Adds <meta name="…" content="…"> tags before </head>; the web app reads them at start (src/web/config.ts). */
export function injectPublicConfig(html: string, publicConfig: Record<string, string>): string {
  const tags = Object.entries(publicConfig)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`)
    .join("");
  // A function, so that "$&", "$'" and the like in a value are text, not replacement patterns.
  return html.replace("</head>", () => `${tags}</head>`);
}

/** The server half of the web build (src/web/entry-server.tsx, built into dist/web/server/). */
interface PageRenderer {
  heroImages: readonly { url: string }[];
  siteHead(lang: Lang): { title: string; description: string };
  preparePages(): Promise<void>;
  renderPage(url: string, meta: Readonly<Record<string, string>>, data: PageData): string;
  pageDataScript(data: PageData): string;
}

interface PageData {
  heroIndex?: number;
  route?: Route;
  routeEnglish?: EnglishTexts;
}

interface RenderOptions {
  /** A route's page: the route, for its heading and text. */
  route?: Route;
  /** An English route page: the route's English texts. */
  routeEnglish?: EnglishTexts | undefined;
  /**
   * The registered site path the request matched, whose renderings (one per hero image) are kept under that
   * path: /%72outes matches /routes and is answered from /routes's renderings, never kept as a page of its own.
   */
  keep?: string;
}

/**
 * Each page's HTML with its content already in it: the hero image (picked at
 * random per visit), the heading and the text, so the
 * browser paints before any JavaScript runs (the app's code comes after that
 * paint: src/web/boot.ts). A site path without a query string is rendered once
 * per hero image and kept; a route's page, a query or a 404 is rendered per request.
 * Without the server build (a bare test web root) the app's empty shell is sent
 * and the browser renders everything.
 */
async function loadPageRenderer(webRoot: string, template: string, meta: Record<string, string>, keptPaths: number) {
  const entry = join(webRoot, "server", "entry-server.js");
  if (!existsSync(entry)) return { html: (url: string, _options: RenderOptions = {}) => localiseHead(template, langOfPath(url.split("?")[0] ?? "/")) };
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  await renderer.preparePages();
  // Every site path in both languages times every hero image fits; an LRU all the same, so no key can grow it.
  const cache = new LruCache<string>(keptPaths * Math.max(1, renderer.heroImages.length));
  const html = (requestUrl: string, { route, routeEnglish, keep }: RenderOptions = {}): string => {
    const heroIndex = Math.floor(Math.random() * renderer.heroImages.length);
    // Only the site's own paths are kept, under the registered path: made-up paths, encodings and queries are not.
    const cacheable = keep !== undefined && route === undefined && !requestUrl.includes("?");
    const url = cacheable ? keep : requestUrl;
    const pathname = url.split("?")[0] ?? "/";
    const key = `${heroIndex} ${pathname}`;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) return cached;
    const data: PageData = route ? { heroIndex, route, ...(routeEnglish ? { routeEnglish } : {}) } : { heroIndex };
    const body = renderer.renderPage(url, meta, data);
    const hero = renderer.heroImages[heroIndex]?.url;
    const head = hero ? `<link rel="preload" as="image" href="${escapeAttribute(hero)}" fetchpriority="high">` : "";
    const lang = langOfPath(pathname);
    const page = localiseHead(template, lang, renderer.siteHead(lang))
      .replace("</head>", () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${renderer.pageDataScript(data)}`);
    if (cacheable) cache.set(key, page);
    return page;
  };
  return { html };
}

/**
 * index.html is written for the Icelandic pages: an English page gets lang="en" and its own title and
 * description (from the English catalogue, through the server build).
 */
function localiseHead(html: string, lang: Lang, head?: { title: string; description: string }): string {
  if (lang === "is") return html;
  const english = html.replace(/<html lang="is">/i, '<html lang="en">');
  if (!head) return english;
  return english
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/**
 * The stylesheet goes inside the HTML: it is small (about 7 KB compressed), and a
 * separate file would hold back the first paint by a round trip on a phone.
 */
async function inlineStylesheets(html: string, webRoot: string): Promise<string> {
  let result = html;
  for (const [tag, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    if (!file) continue;
    const path = join(webRoot, file);
    if (!existsSync(path)) continue;
    const css = (await readFile(path, "utf8")).replaceAll("</style", "<\\/style");
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}
