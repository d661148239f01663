import type { ComponentType } from "react";
import { EVENTS_PATH, ROUTES_PATH } from "../../shared/api-paths.ts";
import { routePagePattern, type SitePath } from "../../shared/site-paths.ts";

/**
 * Every page of the app: its path and how to load it. Each page is its own
 * chunk: the first visit downloads only the shell and the page it opens
 * (docs/decisions/017).
 */
export interface PageEntry {
  path: SitePath | typeof routePagePattern | "*";
  load: () => Promise<ComponentType>;
  /**
   * The API lists the page reads as soon as it runs. The server names them in the page's head
   * (`<meta name="page-lists">`) and boot.ts fetches them while the hero paints and the code loads; the page's
   * own request (lib/remote-list.ts) takes the answer already there.
   */
  lists?: readonly string[];
}

export const pages: readonly PageEntry[] = [
  { path: "/", load: async () => (await import("../pages/home-page.tsx")).HomePage, lists: [ROUTES_PATH, EVENTS_PATH] },
  { path: "/routes", load: async () => (await import("../pages/routes-page.tsx")).RoutesPage, lists: [ROUTES_PATH] },
  { path: routePagePattern, load: async () => (await import("../pages/route-page.tsx")).RoutePage },
  { path: "/events", load: async () => (await import("../pages/events-page.tsx")).EventsPage, lists: [EVENTS_PATH] },
  { path: "/misc", load: async () => (await import("../pages/misc-page.tsx")).MiscPage },
  { path: "/about", load: async () => (await import("../pages/about-page.tsx")).AboutPage },
  { path: "/contact", load: async () => (await import("../pages/contact-page.tsx")).ContactPage },
  { path: "/blonduos", load: async () => (await import("../pages/blonduos-page.tsx")).BlonduosPage },
  { path: "/admin", load: async () => (await import("../pages/admin-page.tsx")).AdminPage },
  { path: "/privacy", load: async () => (await import("../pages/privacy-page.tsx")).PrivacyPage },
  { path: "/hjolaleidir", load: async () => (await import("../pages/route-sites-page.tsx")).RouteSitesPage },
  { path: "/rafmagnshjol", load: async () => (await import("../pages/shops-page.tsx")).ShopsPage },
  { path: "/tjalda", load: async () => (await import("../pages/campsites-page.tsx")).CampsitesPage, lists: [ROUTES_PATH] },
  { path: "*", load: async () => (await import("../pages/not-found-page.tsx")).NotFoundPage },
];
