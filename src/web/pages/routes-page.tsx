import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "wouter";
import { parseRowId } from "../../shared/site-paths.ts";
import { AdBanner } from "../components/ad-banner.tsx";
import { useRouteConditionExtras } from "../features/conditions/conditions-data.ts";
import { useNewReportLines } from "../features/reports/latest-reports.ts";
import { useRouteFilters } from "../features/routes/filters/use-route-filters.ts";
import { useRouteCovers } from "../features/routes/list/route-covers.ts";
import { RouteList } from "../features/routes/list/route-list.tsx";
import { useRouteSearch } from "../features/routes/list/use-route-search.ts";
import { MapSection } from "../features/routes/map/map-section.tsx";
import { useMapArea, useMapFollow } from "../features/routes/map/use-map-follow.ts";
import { useRoutes } from "../features/routes/routes-api.ts";
import { useT } from "../i18n/i18n.tsx";
import { RouteExtrasContext } from "../lib/route-extras.ts";

export function RoutesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const routes = useRoutes();
  // The cards show each route's cover photo and wait for them; the map and the search do not.
  const covers = useRouteCovers();
  const search = useRouteSearch(routes, params.get("search") ?? "");
  const conditionExtras = useRouteConditionExtras();
  // A card also says when its route has a recent rider's report.
  const newReport = useNewReportLines();
  const extras = useMemo(
    () =>
      newReport
        ? {
            ...conditionExtras,
            card: (routeId: number) => (
              <>
                {conditionExtras.card?.(routeId)}
                {newReport(routeId) && <p className="mt-1 text-sm font-semibold text-brand-700">{newReport(routeId)}</p>}
              </>
            ),
          }
        : conditionExtras,
    [conditionExtras, newReport],
  );
  const filters = useRouteFilters(search, params, extras);
  // The cards follow the field and the filters in the same render; the map follows the filters at once and the
  // field once typing pauses (docs/decisions/023, 044, 055).
  const mapRoutes = useMapFollow(search.newestFirst, filters.shown, search.text);
  const area = useMapArea(filters.shown);
  const { setText } = search;
  const { setState } = filters;
  // "Sýna allar leiðir" clears the filters with the search.
  const showAll = useCallback(() => {
    setText("");
    setState({ distance: null, climb: null, climbUnknownKept: false, region: null, battery: null, track: false, condition: null, sort: "newest" }, "");
  }, [setText, setState]);
  const Panel = filters.chunk?.FilterPanel;
  const controls = useMemo(
    () => Panel && <Panel filters={filters} matches={search.matches} mapArea={area.on} onMapArea={area.setOn} />,
    [Panel, filters, search.matches, area.on, area.setOn],
  );
  useEffect(() => {
    if (routes.status === "error") console.error("Failed to load routes. Please try again later.", routes.error);
  }, [routes]);
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      <AdBanner />
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-brand-800 md:text-4xl">{t("routes.heading")}</h1>
      <RouteExtrasContext value={extras}>
        <MapSection routes={search.newestFirst} shown={mapRoutes} onView={area.on ? area.onView : undefined} />
        <RouteList
          routes={routes}
          covers={covers}
          search={search}
          shown={area.routes}
          listKey={`${filters.key}${area.on ? " area" : ""}`}
          waiting={filters.waiting}
          controls={controls}
          onShowAll={showAll}
          focusRouteId={parseRowId(params.get("routeId"))}
        />
      </RouteExtrasContext>
    </div>
  );
}
