import { createBrowserRouter } from "react-router";
import { EventsPage } from "../pages/events-page.tsx";
import { HomePage } from "../pages/home-page.tsx";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { PlaceholderPage } from "../pages/placeholder-page.tsx";
import { RoutesPage } from "../pages/routes-page.tsx";
import { Layout } from "./layout.tsx";

/** One entry per path of SPEC section 2 (src/shared/site-paths.ts lists the same paths for the server). */
export const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      { path: "/", Component: HomePage },
      { path: "/routes", Component: RoutesPage },
      { path: "/events", Component: EventsPage },
      { path: "/misc", element: <PlaceholderPage title="Hitt og þetta..." /> },
      { path: "/about", element: <PlaceholderPage title="Um okkur" /> },
      { path: "/contact", element: <PlaceholderPage title="Hafðu samband" /> },
      { path: "/blonduos", element: <PlaceholderPage title="Hjólað frá Blönduósi" /> },
      { path: "/admin", element: <PlaceholderPage title="Admin Login" /> },
      { path: "/privacy", element: <PlaceholderPage title="Persónuverndarstefna" /> },
      { path: "/hjolaleidir", element: <PlaceholderPage title="Hjólaleiðir og Hjólaferðir" /> },
      { path: "/rafmagnshjol", element: <PlaceholderPage title="Rafmagnshjól - Rafhjól" /> },
      { path: "/tjalda", element: <PlaceholderPage title="Tjaldsvæði" /> },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
