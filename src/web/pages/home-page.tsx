import { useEffect } from "react";
import { AdBanner } from "../components/ad-banner.tsx";
import { useRouteConditionExtras } from "../features/conditions/conditions-data.ts";
import { EventList } from "../features/events/event-list.tsx";
import { RouteSearchBox } from "../features/routes/list/route-search-box.tsx";
import { MapSection } from "../features/routes/map/map-section.tsx";
import { useRoutes } from "../features/routes/routes-api.ts";
import { useT } from "../i18n/i18n.tsx";
import { RouteExtrasContext } from "../lib/route-extras.ts";

export function HomePage() {
  const t = useT();
  const routes = useRoutes();
  const conditionExtras = useRouteConditionExtras();
  useEffect(() => {
    // on the home page a failed load is only logged; the map simply has no markers.
    if (routes.status === "error") console.error("Error fetching routes", routes.error);
  }, [routes]);
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      <AdBanner />
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{t("home.heading")}</h1>
      {/* A closed route's pin is marked, as on /routes. */}
      <RouteExtrasContext value={conditionExtras}>
        <MapSection routes={routes.status === "loaded" ? routes.items : []} />
      </RouteExtrasContext>
      <RouteSearchBox />
      <h2 className="mb-4 text-2xl font-bold tracking-tight text-brand-800 md:text-3xl">{t("home.eventsHeading")}</h2>
      <EventList linkAlways={false} headingLevel={3} />
    </div>
  );
}
