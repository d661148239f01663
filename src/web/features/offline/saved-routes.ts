/**
 * Routes saved on the device for offline use: each in a Cache Storage cache of its own
 * ("rafhjol-saved-route-<id>"), which the service worker answers from when the network fails
 * (service-worker.ts). Saving is done by the page, through the same fetches the page makes, so what is
 * saved is exactly what the page asks for offline. Nothing here leaves the device.
 */
import { apiPaths } from "../../../shared/api-paths.ts";
import { type Lang, pathInLang } from "../../../shared/site-paths.ts";

const CACHE_PREFIX = "rafhjol-saved-route-";
/** Where each saved route's own facts are kept, inside its cache; no page ever asks for this address. */
const metaUrl = (id: number) => `/saved-route-facts/${id}.json`;
const cacheName = (id: number) => `${CACHE_PREFIX}${id}`;
/** Tiles fetched at a time: a tile server that allows fetching ahead still should not get a burst. */
const TILE_FETCHES_AT_ONCE = 4;

export interface SavedRoute {
  id: number;
  name: string;
  /** The page that was saved (/routes/3 or /en/routes/3). */
  pageUrl: string;
  /** ISO date and time of saving. */
  savedAt: string;
  /** Bytes the saved copy takes on the device. */
  bytes: number;
  /** Tiles saved, and the zoom levels (null when no tile was saved). */
  tiles: number;
  zooms: { min: number; max: number } | null;
  /** Tiles that could not be fetched. */
  tilesMissed: number;
}

/** Whether this browser can keep routes: Cache Storage and a service worker (only in a secure context). */
export const canSaveRoutes = () => typeof caches !== "undefined" && typeof navigator !== "undefined" && "serviceWorker" in navigator;

export async function savedRoute(id: number): Promise<SavedRoute | null> {
  if (!(await caches.has(cacheName(id)))) return null;
  const response = await (await caches.open(cacheName(id))).match(metaUrl(id));
  return response ? ((await response.json()) as SavedRoute) : null;
}

/** Every saved route, the most recently saved first. */
export async function savedRoutes(): Promise<SavedRoute[]> {
  const ids = (await caches.keys())
    .filter((name) => name.startsWith(CACHE_PREFIX))
    .map((name) => Number(name.slice(CACHE_PREFIX.length)))
    .filter((id) => Number.isInteger(id) && id > 0);
  const routes = (await Promise.all(ids.map(savedRoute))).filter((route): route is SavedRoute => route !== null);
  return routes.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function removeSavedRoute(id: number): Promise<void> {
  await caches.delete(cacheName(id));
}

/** The files of the build the page has loaded, and the build's code the service worker keeps (for what loads later). */
async function buildFiles(): Promise<string[]> {
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  const kept: string[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith("workbox-precache")) continue;
    for (const request of await (await caches.open(name)).keys()) {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname)) kept.push(url.pathname);
    }
  }
  return [...new Set([...loaded, ...kept])];
}

/** What the page's own files and data weigh, for the estimate given before saving. */
export function loadedBytes(): number {
  return performance
    .getEntriesByType("resource")
    .filter((entry) => new URL(entry.name).origin === window.location.origin)
    .reduce((sum, entry) => sum + ((entry as PerformanceResourceTiming).decodedBodySize || 0), 0);
}

async function bodySize(response: Response): Promise<number> {
  return (await response.clone().blob()).size;
}

export interface SaveRequest {
  id: number;
  name: string;
  lang: Lang;
  hasTrack: boolean;
  /** The tiles' addresses, empty when the tile server does not allow fetching ahead. */
  tileUrls: readonly string[];
  zooms: { min: number; max: number } | null;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Saves a route's page, its data and GPX file, the build's code it needs, the saved-routes page, and the
 * tiles given. On the first route saved, asks the browser to keep the site's storage (persist()).
 * A failure of any of the route's own files removes what was saved and throws.
 */
export async function saveRoute({ id, name, lang, hasTrack, tileUrls, zooms, onProgress }: SaveRequest): Promise<SavedRoute> {
  const first = (await savedRoutes()).length === 0;
  const pageUrl = pathInLang(`/routes/${id}`, lang);
  const own = [
    pageUrl,
    pathInLang("/vistad", lang),
    apiPaths.routeDetails(id),
    ...(hasTrack ? [apiPaths.gpx(id)] : []),
    ...(lang === "en" ? [apiPaths.englishRoutes] : []),
  ];
  const files = await buildFiles();
  // Grows with each saved page's pictures while it is gone through.
  const siteFiles = [...own, ...files];
  const total = () => siteFiles.length + tileUrls.length;
  let done = 0;
  const step = () => onProgress?.(++done, total());
  const cache = await caches.open(cacheName(id));
  let bytes = 0;
  try {
    for (const url of siteFiles) {
      const response = await fetch(url, { cache: own.includes(url) ? "no-cache" : "default", credentials: "same-origin" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      bytes += await bodySize(response);
      // A saved page's own pictures (the header picture the server picked for this copy) are saved with it.
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
        const pictures = [...(await response.clone().text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:svg|png|jpe?g|webp))"/g)].map(
          (match) => match[1] as string,
        );
        for (const picture of pictures) if (!siteFiles.includes(picture)) siteFiles.push(picture);
      }
      await cache.put(url, response);
      step();
    }
  } catch (error) {
    await caches.delete(cacheName(id));
    throw error;
  }
  let tilesMissed = 0;
  const queue = [...tileUrls];
  await Promise.all(
    Array.from({ length: Math.min(TILE_FETCHES_AT_ONCE, queue.length) }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        try {
          // CORS, so the browser can tell the tile's size and keep its real weight, not an opaque answer's padding.
          const response = await fetch(url, { mode: "cors", credentials: "omit" });
          if (!response.ok) throw new Error(String(response.status));
          bytes += await bodySize(response);
          await cache.put(url, response);
        } catch {
          tilesMissed++;
        }
        step();
      }
    }),
  );
  const saved: SavedRoute = {
    id,
    name,
    pageUrl,
    savedAt: new Date().toISOString(),
    bytes,
    tiles: tileUrls.length - tilesMissed,
    zooms: tileUrls.length - tilesMissed > 0 ? zooms : null,
    tilesMissed,
  };
  await cache.put(metaUrl(id), new Response(JSON.stringify(saved), { headers: { "content-type": "application/json" } }));
  if (first) await navigator.storage?.persist?.().catch(() => false);
  return saved;
}

/** What the site keeps on the device and what the browser allows it; null where the browser does not say. */
export async function storageUse(): Promise<{ used: number; quota: number; persisted: boolean } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return null;
  const persisted = (await navigator.storage.persisted?.().catch(() => false)) ?? false;
  return { used: estimate.usage, quota: estimate.quota, persisted };
}

/** A saved date as the page's language writes it: "26.11.2026", "26/11/2026". */
export function formatSavedDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, "0");
  return lang === "is"
    ? `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`
    : `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}
