import { createBrowserRouter } from "react-router";
import { EventsPage } from "../pages/events-page.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { RoutesPage } from "../pages/routes-page.tsx";
import { Layout } from "./layout.tsx";

/**
 * One entry per path of SPEC section 2 (src/shared/site-paths.ts lists the
 * same paths for the server), and each route's page. The three dynamic pages are in the first
 * bundle; the guide pages and the admin area load on demand, which keeps the
 * first visit within its JavaScript budget (tests/e2e/performance.test.ts).
 */
export const router = createBrowserRouter([
  {
    Component: Layout,
    HydrateFallback: () => null,
    children: [
      { path: "/", Component: HomePage },
      { path: "/routes", Component: RoutesPage },
      // A route's own page loads on demand: its map and profile are lazier still (src/web/features/tracks/route-view.tsx).
      { path: "/routes/:id", lazy: async () => ({ Component: (await import("../pages/route-page.tsx")).RoutePage }) },
      { path: "/events", Component: EventsPage },
      { path: "/misc", lazy: async () => ({ Component: (await import("../pages/misc-page.tsx")).MiscPage }) },
      { path: "/about", lazy: async () => ({ Component: (await import("../pages/about-page.tsx")).AboutPage }) },
      { path: "/contact", lazy: async () => ({ Component: (await import("../pages/contact-page.tsx")).ContactPage }) },
      { path: "/blonduos", lazy: async () => ({ Component: (await import("../pages/blonduos-page.tsx")).BlonduosPage }) },
      { path: "/admin", lazy: async () => ({ Component: (await import("../pages/admin-page.tsx")).AdminPage }) },
      { path: "/privacy", lazy: async () => ({ Component: (await import("../pages/privacy-page.tsx")).PrivacyPage }) },
      { path: "/hjolaleidir", lazy: async () => ({ Component: (await import("../pages/route-sites-page.tsx")).RouteSitesPage }) },
      { path: "/rafmagnshjol", lazy: async () => ({ Component: (await import("../pages/shops-page.tsx")).ShopsPage }) },
      { path: "/tjalda", lazy: async () => ({ Component: (await import("../pages/campsites-page.tsx")).CampsitesPage }) },
      { path: "*", lazy: async () => ({ Component: (await import("../pages/not-found-page.tsx")).NotFoundPage }) },
    ],
  },
]);
