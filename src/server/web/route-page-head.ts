import { reportPaths } from "../../shared/condition-report.ts";
import type { EnglishTexts } from "../../shared/english-texts.ts";
import type { RoutePhoto } from "../../shared/photo.ts";
import type { Route } from "../../shared/route.ts";
import { type Lang, langOfPath, pathInLang, pathWithoutLang, routePagePath } from "../../shared/site-paths.ts";

/** The one image link previews show for every page: 1200 × 630 px, the size Facebook and X ask for. */
export const SHARE_IMAGE_PATH = "/og-image.png";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const SHARE_IMAGE_TYPE = "image/png";
const SITE_NAME = "Rafhjól á Íslandi";

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#39;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** At most `max` characters, cut at a word and marked with an ellipsis, on one line. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ") > max / 2 ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${atWord.replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * The web app's index.html with a route's own title, description, canonical
 * URL and Open Graph / Twitter tags, written where the <title> was: in the
 * head, before any script, so link previews (which run no script) see them.
 * A route with photos shows its cover's 1200 × 630 JPEG in previews; one without, the site's image.
 */
export function routePageHtml(indexHtml: string, route: Route, origin: string, lang: Lang = "is", english?: EnglishTexts, cover?: RoutePhoto): string {
  const url = `${origin}${pathInLang(routePagePath(route.id), lang)}`;
  const name = english?.nameEn || route.name;
  const title = `${name} – ${SITE_NAME}`;
  const description = summarise(`${route.region}, ${formatKm(route.distance, lang)} km. ${english?.descriptionEn || route.description}`);
  const image = `${origin}${cover ? cover.preview.url : SHARE_IMAGE_PATH}`;
  const imageSize = cover ? cover.preview : SHARE_IMAGE_SIZE;
  const imageAlt = cover ? (lang === "en" && cover.altEn) || cover.alt : SITE_NAME;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    conditionFeedLink(origin, reportPaths.routeFeed(route.id), lang === "en" ? `Conditions on ${name}` : `Ástand: ${route.name}`, lang),
    ...Object.entries({
      "og:type": "website",
      "og:site_name": SITE_NAME,
      "og:locale": lang === "en" ? "en_GB" : "is_IS",
      "og:title": name,
      "og:description": description,
      "og:url": url,
      "og:image": image,
      "og:image:type": cover ? cover.preview.type : SHARE_IMAGE_TYPE,
      "og:image:width": String(imageSize.width),
      "og:image:height": String(imageSize.height),
      "og:image:alt": imageAlt,
    }).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...Object.entries({
      "twitter:card": "summary_large_image",
      "twitter:title": name,
      "twitter:description": description,
      "twitter:image": image,
      "twitter:image:alt": imageAlt,
    }).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
  ].join("");
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const replaced = withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return replaced !== withoutDescription ? replaced : withoutDescription.replace(/<head>/i, () => `<head>${tags}`);
}

function formatKm(distance: number, lang: Lang): string {
  return distance.toLocaleString(lang === "en" ? "en" : "is-IS", { maximumFractionDigits: 1 });
}

/**
 * The links from a page to itself in each language, absolute (SITE_URL when set): Icelandic, English, and
 * Icelandic again as the default for any other language. `path` is the page's path without /en.
 */
function alternateLinks(origin: string, path: string): string {
  const link = (hreflang: string, lang: Lang) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${pathInLang(path, lang)}`)}">`;
  return `${link("is", "is")}${link("en", "en")}${link("x-default", "is")}`;
}

/**
 * A link from a page to an Atom feed of condition changes and riders' reports (reports/condition-feeds.ts), so
 * a feed reader given the page finds the feed. The feeds are in Icelandic, and an English page says so.
 */
export function conditionFeedLink(origin: string, feedPath: string, title: string, lang: Lang): string {
  const language = lang === "en" ? ' hreflang="is"' : "";
  const fullTitle = `${title} – ${SITE_NAME}${lang === "en" ? " (in Icelandic)" : ""}`;
  return `<link rel="alternate" type="application/atom+xml"${language} title="${escapeHtml(fullTitle)}" href="${escapeHtml(`${origin}${feedPath}`)}">`;
}

/**
 * The links a page's head gets beside its own tags: its twin in the other language and the default when it has
 * a twin, and on /routes the feed of every route's condition changes and riders' reports. `pathname` is the
 * page's path as asked for, with /en on an English page.
 */
export function headLinks(origin: string, pathname: string, hasTwin: boolean): string {
  const path = pathWithoutLang(pathname);
  const lang = langOfPath(pathname);
  const twins = hasTwin ? alternateLinks(origin, path) : "";
  const feed = path === "/routes" ? conditionFeedLink(origin, reportPaths.feed, lang === "en" ? "Route conditions" : "Ástand leiða", lang) : "";
  return `${twins}${feed}`;
}
