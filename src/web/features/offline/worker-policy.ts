/**
 * What the service worker may touch, as pure functions of a request and an answer, so the rules are tested
 * apart from any browser (docs/decisions/037). The worker handles only what these name; everything else
 * (the admin area, sign-in, every write, other sites' pages) goes to the network untouched, as without it.
 */
import { ENGLISH_BASE, type Lang, langOfPath } from "../../../shared/site-paths.ts";

/** How the worker treats a request: a page, a list or a route's data, a build file, a map tile; null = not at all. */
export type RequestKind = "page" | "data" | "asset" | "tile" | null;

export interface RequestFacts {
  url: URL;
  method: string;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** The public data a page reads: the lists, a route's details and GPX file, the English texts. */
const DATA_PATHS = [
  /^\/backend\/get_routes\.php$/,
  /^\/backend\/get_events\.php$/,
  /^\/api\/routes\/[1-9]\d{0,9}$/,
  /^\/api\/routes\/[1-9]\d{0,9}\/track\.gpx$/,
  /^\/api\/english\/(routes|events)$/,
];

/** A tile as every z/x/y tile server writes it (optionally @2x), on another host. */
const TILE_PATH = /\/\d{1,2}\/\d{1,7}\/\d{1,7}(@2x)?\.(png|jpe?g|webp)$/;

/** The pages the worker never keeps nor answers: the sign-in and admin area. */
function isPrivatePage(pathname: string): boolean {
  const path = langOfPath(pathname) === "en" ? pathname.slice(ENGLISH_BASE.length) : pathname;
  return path === "/admin" || path.startsWith("/admin/");
}

export function requestKind({ url, method, mode, origin }: RequestFacts): RequestKind {
  // A write is never answered or kept: it goes to the server as it is.
  if (method !== "GET") return null;
  if (url.origin !== origin) return TILE_PATH.test(url.pathname) && (url.protocol === "https:" || url.protocol === "http:") ? "tile" : null;
  if (url.pathname.startsWith("/api/auth/") || url.pathname.startsWith("/api/admin")) return null;
  if (mode === "navigate") return isPrivatePage(url.pathname) || url.pathname.startsWith("/api/") || url.pathname.startsWith("/backend/") ? null : "page";
  // A GET with a query is an admin's action on the old paths (delete_route.php?id=…) or a list with options: not kept.
  if (DATA_PATHS.some((pattern) => pattern.test(url.pathname))) return url.search === "" ? "data" : null;
  if (url.pathname.startsWith("/assets/")) return "asset";
  return null;
}

/**
 * Whether an answer may be kept: a whole 200 from our own server, that the server did not mark as private or
 * not to be stored (the server marks sign-in, the admin area's answers and every error no-store: src/server/app.ts,
 * src/server/identity/request-guards.ts).
 */
export function isKeepable(response: Pick<Response, "status" | "type" | "headers">): boolean {
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  if (response.headers.has("set-cookie")) return false;
  return true;
}

/** The offline page in a path's language (src/web/pages/offline-page.tsx). */
export const OFFLINE_PAGE_PATH = "/an-nets";
export const offlinePageFor = (pathname: string): string => (langOfPath(pathname) === "en" ? `${ENGLISH_BASE}${OFFLINE_PAGE_PATH}` : OFFLINE_PAGE_PATH);

/** The note above a page the worker answered from its copy, because the network failed. */
const staleNote: Record<Lang, string> = {
  is: "Án nets: þetta er afrit sem var vistað {date}. Upplýsingarnar gætu verið úreltar.",
  en: "Offline: this is a copy saved on {date}. The information may be out of date.",
};

/** A date and time as the page's language writes it, in the device's own time: "26.11.2026 kl. 06:30", "26/11/2026 06:30". */
export function formatSavedAt(date: Date, lang: Lang): string {
  const two = (value: number) => String(value).padStart(2, "0");
  const day =
    lang === "is"
      ? `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`
      : `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day}${lang === "is" ? " kl." : ""} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A kept page with the note that it is a copy and from when, first in its body, outside the app's root so
 * the app takes over its own HTML unchanged.
 */
export function withStaleNote(html: string, pathname: string, savedAt: Date | null): string {
  const lang = langOfPath(pathname);
  const when = savedAt && !Number.isNaN(savedAt.getTime()) ? formatSavedAt(savedAt, lang) : "?";
  const text = staleNote[lang].replace("{date}", when);
  const note = `<p role="status" data-testid="stale-copy" style="margin:0;padding:.6rem 1rem;background:#fef3c7;color:#78350f;text-align:center;font-weight:600">${text}</p>`;
  return html.replace(/<body[^>]*>/i, (body) => `${body}${note}`);
}

/** The offline page as the worker keeps it: the server's HTML with no script, so nothing tries to load another page's data. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** Whether a kept copy was a page: only then is it shown as one (never a calendar file or the route's JSON). */
export function isHtmlCopy(copy: Pick<Response, "headers">): boolean {
  return /^text\/html\s*(;|$)/i.test(copy.headers.get("content-type") ?? "");
}

/**
 * The site's policy for an answer the worker builds where the kept answer carries none: the server's own
 * directives that need no setting (no outside host), so at worst an outside picture or tile is not shown.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/**
 * The headers of a page the worker builds (a kept copy with its note, the offline page): HTML, with the
 * Content Security Policy the server sent with the kept answer, or the fallback above.
 */
export function builtPageHeaders(kept: Pick<Response, "headers">): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": kept.headers.get("content-security-policy") || FALLBACK_CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
  };
}
