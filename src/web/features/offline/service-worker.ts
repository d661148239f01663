/**
 * The public site's service worker, built by vite-plugin-pwa (injectManifest) into /service-worker.js
 * (docs/decisions/037). It keeps the build's code and styles (Workbox precache), and:
 * - pages and public data: from the network first; the kept copy only when the network fails, a page then
 *   saying it is a copy and from when; a page never kept: the offline page, in its language;
 * - map tiles: a route's saved tile if there is one, else the network as without the worker;
 * - nothing else: the admin area, sign-in, every write and every answer marked no-store or private pass by.
 * A new build's worker takes over at once (skipWaiting, clientsClaim): updates are never stuck.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { builtPageHeaders, isHtmlCopy, isKeepable, OFFLINE_PAGE_PATH, offlinePageFor, requestKind, withoutScripts, withStaleNote } from "./worker-policy.ts";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Pages and data kept as they are visited: the newest copies, at most RUNTIME_ENTRIES of them. */
const RUNTIME_CACHE = "rafhjol-visited";
const RUNTIME_ENTRIES = 80;
/** The offline page in both languages, fetched when the worker is installed. */
const SHELL_CACHE = "rafhjol-offline-shell";

worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Written literally: the build puts the list of files in place of `self.__WB_MANIFEST`.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

worker.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePages());
});

/** The offline page in each language, without scripts: it is shown at another page's address. */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    [OFFLINE_PAGE_PATH, `/en${OFFLINE_PAGE_PATH}`].map(async (path) => {
      const response = await fetch(path, { cache: "no-cache", credentials: "omit" });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const html = withoutScripts(await response.text());
      await cache.put(path, new Response(html, { headers: { ...builtPageHeaders(response), date: response.headers.get("date") ?? "" } }));
      // The header picture and any other file of the build the page shows.
      const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string));
      await cache.addAll([...files]);
    }),
  );
}

/** The newest copy of a request in any of the worker's caches (a saved route's first, then visited pages). */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const names = await caches.keys();
  // A saved route's copy is what the rider chose to keep: it wins over a copy from an ordinary visit.
  const ordered = [...names.filter((name) => name.startsWith("rafhjol-saved-route-")), ...names.filter((name) => !name.startsWith("rafhjol-saved-route-"))];
  for (const name of ordered) {
    const hit = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

async function keep(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Oldest first: the copies beyond the limit go.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_ENTRIES)).map((key) => cache.delete(key)));
}

/** From the network; the answer kept when it may be; the kept copy only when the network fails. */
async function networkFirst(request: Request, kind: "page" | "data"): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isKeepable(response)) await keep(request, response.clone()).catch(() => {});
    return response;
  } catch (failure) {
    const copy = await keptCopy(request);
    const pathname = new URL(request.url).pathname;
    if (kind === "data") {
      if (copy) return copy;
      throw failure;
    }
    // Only a copy that was a page is shown as one: a kept calendar file or JSON at a page's address is not.
    if (copy && isHtmlCopy(copy)) {
      const savedAt = copy.headers.get("date");
      const html = withStaleNote(await copy.text(), pathname, savedAt ? new Date(savedAt) : null);
      return new Response(html, { status: 200, headers: builtPageHeaders(copy) });
    }
    const offline = await caches.match(offlinePageFor(pathname), { cacheName: SHELL_CACHE });
    if (offline) return new Response(offline.body, { status: 503, headers: builtPageHeaders(offline) });
    throw failure;
  }
}

const kindOf = (request: Request) => requestKind({ url: new URL(request.url), method: request.method, mode: request.mode, origin: worker.location.origin });

registerRoute(
  ({ request }) => kindOf(request) === "page",
  ({ request }) => networkFirst(request, "page"),
);
registerRoute(
  ({ request }) => kindOf(request) === "data",
  ({ request }) => networkFirst(request, "data"),
);
// Hashed build files never change: a kept one (a saved route's copy of an earlier build) is as good as new.
registerRoute(
  ({ request }) => kindOf(request) === "asset",
  async ({ request }) => (await keptCopy(request)) ?? fetch(request),
);
// A saved tile if the rider saved one (only where the tile server allows it: docs/decisions/038), else the network.
registerRoute(
  ({ request }) => kindOf(request) === "tile",
  async ({ request }) => (await keptCopy(request)) ?? fetch(request),
);
