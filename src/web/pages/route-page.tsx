import { lazy, Suspense, useMemo, useState } from "react";
import { useParams } from "wouter";
import { parseRowId } from "../../shared/site-paths.ts";
import { usePageData } from "../app/page-data.ts";
import { ListMessage } from "../components/list-states.tsx";
import { hasConditions } from "../features/conditions/has-conditions.ts";
import { ReportsWhenSeen } from "../features/reports/reports-when-seen.tsx";
import { RouteView } from "../features/route-page/route-view.tsx";
import { useRouteDetails } from "../features/route-page/track-api.ts";
import { useLanguage } from "../i18n/i18n.tsx";
import type { BatteryMark } from "../lib/battery-mark.ts";
import { useEnglishTextsOf } from "../lib/english-texts.ts";
import { useRideSettings } from "../lib/ride-settings.ts";
import { useRideToday } from "../lib/ride-today-api.ts";
import type { RiderMark } from "../lib/rider-mark.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { NotFoundPage } from "./not-found-page.tsx";

// Saving for offline use loads once the track is in, after everything the page shows first.
const SaveForOffline = lazy(() => import("../features/offline/save-for-offline.tsx"));
// "Hvar er ég?" loads as its own chunk once the route's track is in: nothing of it is in the page's first load.
const PositionPanel = lazy(() => import("../features/position/position-panel.tsx"));
// Its own chunk, fetched only for a route that has a condition or a season, once the route's data has come.
const RouteConditionsPanel = lazy(() => import("../features/conditions/route-conditions-panel.tsx"));
// "Dugar rafhlaðan?" is its own chunk too, loaded once the route's track is in.
const BatteryPanel = lazy(() => import("../features/battery/battery-panel.tsx"));
// "Hjólafært í dag?": its own chunk, loaded once the route's data has come (after the first paint and its first-load budget).
const RideTodayPanel = lazy(() => import("../features/weather/ride-today-panel.tsx"));

/** /routes/:id — one route with its track; an unknown or malformed id is the site's not-found page. */
export function RoutePage() {
  const { lang, t } = useLanguage();
  const { route, routeEnglish } = usePageData();
  const id = parseRowId(useParams().id);
  const details = useRouteDetails(id, route);
  const english = useEnglishTextsOf("route", id, routeEnglish);
  const loaded = details.status === "loaded" ? details.route : undefined;
  // One object per route and texts, so the map and the rest of the page do not redraw on every render.
  const shown = useMemo(() => loaded && { ...loaded, ...english }, [loaded, english]);
  const hydrated = useHydrated();
  const [rider, setRider] = useState<RiderMark | null>(null);
  const [battery, setBattery] = useState<BatteryMark | null>(null);
  // One ride-today request per route and settings, its answer shared by "Hjólafært í dag?" and "Dugar rafhlaðan?".
  const [ride] = useRideSettings();
  const rideToday = useRideToday(hydrated && details.status === "loaded" && details.track !== undefined ? details.route.id : null, ride, lang);
  if (details.status === "not-found") return <NotFoundPage />;
  if (details.status === "loaded") {
    const { track } = details;
    const saveForOffline =
      track === undefined ? null : (
        <Suspense fallback={null}>
          <SaveForOffline route={{ id: details.route.id, name: shown?.nameEn || details.route.name }} line={track?.line ?? null} />
        </Suspense>
      );
    const panel = hydrated && track && track.line.length > 0 && (
      <Suspense fallback={null}>
        <PositionPanel track={track} onChange={setRider} battery={battery} />
      </Suspense>
    );
    const batteryPanel = hydrated && track?.profile && track.profile.length > 1 && (
      <Suspense fallback={null}>
        <BatteryPanel track={track} forecast={rideToday} onPlan={setBattery} />
      </Suspense>
    );
    return (
      <RouteView
        route={shown ?? details.route}
        track={track}
        photos={details.photos}
        rider={panel ? rider : null}
        underMap={panel}
        battery={batteryPanel ? battery : null}
        afterProfile={batteryPanel}
        saveForOffline={saveForOffline}
      >
        {hasConditions(details.conditions) && (
          <Suspense fallback={null}>
            <RouteConditionsPanel conditions={details.conditions} />
          </Suspense>
        )}
        <ReportsWhenSeen routeId={details.route.id} watching={hydrated && track !== undefined} />
        {hydrated && track !== undefined && (
          <Suspense fallback={null}>
            <RideTodayPanel state={rideToday} />
          </Suspense>
        )}
      </RouteView>
    );
  }
  return (
    <div className="mx-auto w-full max-w-content px-4 pt-8">
      {details.status === "loading" ? <ListMessage>{t("route.loading")}</ListMessage> : <ListMessage tone="error">{t("route.error")}</ListMessage>}
    </div>
  );
}
