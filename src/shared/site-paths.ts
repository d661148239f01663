/**
 * The pages of the site. The server answers these with the
 * web app and status 200; any other path gets the app's not-found page with 404.
 */
export const sitePaths = [
  "/",
  "/routes",
  "/events",
  "/misc",
  "/about",
  "/contact",
  "/blonduos",
  "/admin",
  "/privacy",
  "/hjolaleidir",
  "/rafmagnshjol",
  "/tjalda",
  "/vistad",
  "/an-nets",
] as const;

export type SitePath = (typeof sitePaths)[number];

/**
 * Site paths left out of the sitemap (robots.txt leaves them open: only the API is closed to crawlers): the
 * sign-in page, and the page the service worker shows for a page it never kept when the network is gone.
 */
export const unlistedSitePaths: readonly SitePath[] = ["/admin", "/an-nets"];

/**
 * Each route's own page: besides the static paths above, the server
 * answers /routes/{id} for every route that exists, and 404 for any other id.
 */
export const routePagePattern = "/routes/:id";
export const routePagePath = (id: number) => `/routes/${id}`;

/** Ids are 32-bit integer columns: a larger number cannot name a row (and PostgreSQL would refuse the query). */
export const MAX_ROW_ID = 2_147_483_647;

/** An id as a path or a query writes it: a positive whole number without leading zeros, of at most ten digits. */
export const ROW_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The id a path or a query names (a route's in /routes/12 or /routes?routeId=12), or null when it cannot name a row. */
export function parseRowId(text: string | null | undefined): number | null {
  return typeof text === "string" && ROW_ID_PATTERN.test(text) && Number(text) <= MAX_ROW_ID ? Number(text) : null;
}

/** The site's two languages: Icelandic at the paths above, English at the same paths under /en. */
export const languages = ["is", "en"] as const;
export type Lang = (typeof languages)[number];

/** Where the English pages live: /en, /en/routes, /en/routes/{id}, … (docs/decisions/034). */
export const ENGLISH_BASE = "/en";

/** The site paths that have an English twin: every public page (/admin stays Icelandic only). */
export const englishSitePaths: readonly SitePath[] = sitePaths.filter((path) => path !== "/admin");

/** Whether a page (in either language) has a twin in the other one: not /admin and the pages under it. */
export function hasTwin(pathname: string): boolean {
  const path = pathWithoutLang(pathname);
  return path !== "/admin" && !path.startsWith("/admin/");
}

/** The language of a path: English for /en and anything under /en/, else Icelandic. */
export function langOfPath(pathname: string): Lang {
  return pathname === ENGLISH_BASE || pathname.startsWith(`${ENGLISH_BASE}/`) ? "en" : "is";
}

/**
 * One leading slash however many slashes or backslashes a path starts with, so a link built from the
 * current path (/en//evil.example, /en/\evil.example) never becomes a protocol-relative //evil.example.
 */
export function sameSitePath(pathname: string): string {
  return `/${pathname.replace(/^[\\/]+/, "")}`;
}

/** The path without its language: /en/routes → /routes, /en → /, /routes → /routes. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === "is") return sameSitePath(pathname);
  return sameSitePath(pathname.slice(ENGLISH_BASE.length));
}

/** A language-free path (/routes, /) in a language: /routes → /en/routes, / → /en for English. */
export function pathInLang(path: string, lang: Lang): string {
  const safe = sameSitePath(path);
  if (lang === "is") return safe;
  return safe === "/" ? ENGLISH_BASE : `${ENGLISH_BASE}${safe}`;
}

/** The same page in the other language, query string and hash kept: /routes?search=a ↔ /en/routes?search=a. */
export function twinUrl(url: string): string {
  const split = url.search(/[?#]/);
  const pathname = split === -1 ? url : url.slice(0, split);
  const rest = split === -1 ? "" : url.slice(split);
  const other: Lang = langOfPath(pathname) === "en" ? "is" : "en";
  return `${pathInLang(pathWithoutLang(pathname), other)}${rest}`;
}
