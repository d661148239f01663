import { useDeferredValue, useEffect } from "react";
import { useSearchParams } from "wouter";
import { AdBanner } from "../components/ad-banner.tsx";
import { MapSection } from "../features/routes/map-section.tsx";
import { useWithCovers } from "../features/routes/route-covers.ts";
import { RouteList } from "../features/routes/route-list.tsx";
import { useRoutes } from "../features/routes/routes-api.ts";
import { useRouteSearch } from "../features/routes/use-route-search.ts";
import { useT } from "../i18n/i18n.tsx";

function parseRouteId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function RoutesPage() {
  const t = useT();
  const [params] = useSearchParams();
  // The cards show each route's cover photo (the map does not need them, but waits the same moment).
  const routes = useWithCovers(useRoutes());
  const search = useRouteSearch(routes, params.get("search") ?? "");
  // The map follows the search a render later than the field and the cards, so a keystroke's frame holds only
  // those two (docs/decisions/023); the map, a memo, is not rendered again until its routes change.
  const mapRoutes = useDeferredValue(search.matches);
  useEffect(() => {
    if (routes.status === "error") console.error("Failed to load routes. Please try again later.", routes.error);
  }, [routes]);
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      <AdBanner />
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{t("routes.heading")}</h1>
      <MapSection routes={mapRoutes} />
      <RouteList routes={routes} search={search} focusRouteId={parseRouteId(params.get("routeId"))} />
    </div>
  );
}
