import type { ComponentType } from "react";
import { routePagePattern, type SitePath } from "../../shared/site-paths.ts";

/**
 * Every page of the app: its path, the module that holds it (the key of Vite's
 * build manifest, so the server can tell the browser to fetch the page's code
 * with the HTML) and how to load it. Each page is its own chunk: the first
 * visit downloads only the shell and the page it opens (docs/decisions/016).
 */
export interface PageEntry {
  path: SitePath | typeof routePagePattern | "*";
  module: string;
  load: () => Promise<ComponentType>;
}

export const pages: readonly PageEntry[] = [
  { path: "/", module: "pages/home-page.tsx", load: async () => (await import("../pages/home-page.tsx")).HomePage },
  { path: "/routes", module: "pages/routes-page.tsx", load: async () => (await import("../pages/routes-page.tsx")).RoutesPage },
  { path: routePagePattern, module: "pages/route-page.tsx", load: async () => (await import("../pages/route-page.tsx")).RoutePage },
  { path: "/events", module: "pages/events-page.tsx", load: async () => (await import("../pages/events-page.tsx")).EventsPage },
  { path: "/misc", module: "pages/misc-page.tsx", load: async () => (await import("../pages/misc-page.tsx")).MiscPage },
  { path: "/about", module: "pages/about-page.tsx", load: async () => (await import("../pages/about-page.tsx")).AboutPage },
  { path: "/contact", module: "pages/contact-page.tsx", load: async () => (await import("../pages/contact-page.tsx")).ContactPage },
  { path: "/blonduos", module: "pages/blonduos-page.tsx", load: async () => (await import("../pages/blonduos-page.tsx")).BlonduosPage },
  { path: "/admin", module: "pages/admin-page.tsx", load: async () => (await import("../pages/admin-page.tsx")).AdminPage },
  { path: "/privacy", module: "pages/privacy-page.tsx", load: async () => (await import("../pages/privacy-page.tsx")).PrivacyPage },
  { path: "/hjolaleidir", module: "pages/route-sites-page.tsx", load: async () => (await import("../pages/route-sites-page.tsx")).RouteSitesPage },
  { path: "/rafmagnshjol", module: "pages/shops-page.tsx", load: async () => (await import("../pages/shops-page.tsx")).ShopsPage },
  { path: "/tjalda", module: "pages/campsites-page.tsx", load: async () => (await import("../pages/campsites-page.tsx")).CampsitesPage },
  { path: "*", module: "pages/not-found-page.tsx", load: async () => (await import("../pages/not-found-page.tsx")).NotFoundPage },
];
