import type { ComponentType } from "react";
import { routePagePattern, type SitePath } from "../../shared/site-paths.ts";

/**
 * Every page of the app: its path and how to load it. Each page is its own
 * chunk: the first visit downloads only the shell and the page it opens
 * (docs/decisions/017).
 */
export interface PageEntry {
  path: SitePath | typeof routePagePattern | "*";
  load: () => Promise<ComponentType>;
  /** A guide page's English prose, a chunk of its own loaded with the page on the English pages only (decision 033). */
  english?: () => Promise<unknown>;
  /**
   * A guide page's Icelandic content as a chunk of its own, for the pages whose content would not fit the
   * first-load budget together with the page's code on its English twin.
   */
  icelandic?: () => Promise<unknown>;
}

export const pages: readonly PageEntry[] = [
  { path: "/", load: async () => (await import("../pages/home-page.tsx")).HomePage },
  { path: "/routes", load: async () => (await import("../pages/routes-page.tsx")).RoutesPage },
  { path: routePagePattern, load: async () => (await import("../pages/route-page.tsx")).RoutePage },
  { path: "/events", load: async () => (await import("../pages/events-page.tsx")).EventsPage },
  {
    path: "/misc",
    load: async () => (await import("../pages/misc-page.tsx")).MiscPage,
    english: () => import("../pages/english/misc.ts"),
    icelandic: () => import("../pages/icelandic/misc.ts"),
  },
  { path: "/about", load: async () => (await import("../pages/about-page.tsx")).AboutPage },
  { path: "/contact", load: async () => (await import("../pages/contact-page.tsx")).ContactPage },
  { path: "/blonduos", load: async () => (await import("../pages/blonduos-page.tsx")).BlonduosPage, english: () => import("../pages/english/blonduos.ts") },
  { path: "/admin", load: async () => (await import("../pages/admin-page.tsx")).AdminPage },
  {
    path: "/privacy",
    load: async () => (await import("../pages/privacy-page.tsx")).PrivacyPage,
    english: () => import("../pages/english/privacy.ts"),
    icelandic: () => import("../pages/icelandic/privacy.ts"),
  },
  {
    path: "/hjolaleidir",
    load: async () => (await import("../pages/route-sites-page.tsx")).RouteSitesPage,
    english: () => import("../pages/english/route-sites.ts"),
  },
  { path: "/rafmagnshjol", load: async () => (await import("../pages/shops-page.tsx")).ShopsPage, english: () => import("../pages/english/shops.ts") },
  {
    path: "/tjalda",
    load: async () => (await import("../pages/campsites-page.tsx")).CampsitesPage,
    english: () => import("../pages/english/campsites.ts"),
    icelandic: () => import("../pages/icelandic/campsites.ts"),
  },
  { path: "/vistad", load: async () => (await import("../pages/saved-page.tsx")).SavedPage },
  { path: "/an-nets", load: async () => (await import("../pages/offline-page.tsx")).OfflinePage },
  { path: "*", load: async () => (await import("../pages/not-found-page.tsx")).NotFoundPage },
];
