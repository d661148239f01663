import { useDeferredValue, useEffect } from "react";
import { useSearchParams } from "wouter";
import { AdBanner } from "../components/ad-banner.tsx";
import { useRouteConditionExtras } from "../features/conditions/conditions-data.ts";
import { MapSection } from "../features/routes/map-section.tsx";
import { RouteList } from "../features/routes/route-list.tsx";
import { useRoutes } from "../features/routes/routes-api.ts";
import { useRouteSearch } from "../features/routes/use-route-search.ts";
import { useT } from "../i18n/i18n.tsx";
import { RouteExtrasContext } from "../lib/route-extras.ts";

function parseRouteId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function RoutesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const routes = useRoutes();
  const search = useRouteSearch(routes, params.get("search") ?? "");
  // The map follows the search a render later than the field and the cards, so a keystroke's frame holds only
  // those two (docs/decisions/023); the map, a memo, is not rendered again until its routes change.
  const mapRoutes = useDeferredValue(search.matches);
  const extras = useRouteConditionExtras();
  useEffect(() => {
    if (routes.status === "error") console.error("Failed to load routes. Please try again later.", routes.error);
  }, [routes]);
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      <AdBanner />
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{t("routes.heading")}</h1>
      <RouteExtrasContext value={extras}>
        <MapSection routes={mapRoutes} />
        <RouteList routes={routes} search={search} focusRouteId={parseRouteId(params.get("routeId"))} />
      </RouteExtrasContext>
    </div>
  );
}
