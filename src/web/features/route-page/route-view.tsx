import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { FaArrowLeft } from "react-icons/fa";
import { Link } from "wouter";
import type { RoutePhoto } from "../../../shared/photo.ts";
import type { Route } from "../../../shared/route.ts";
import type { RouteTrack } from "../../../shared/track.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import type { BatteryMark } from "../../lib/battery-mark.ts";
import type { WithEnglish } from "../../lib/english-texts.ts";
import type { RiderMark } from "../../lib/rider-mark.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useSeenOnScreen } from "../../lib/use-seen-on-screen.ts";
import { EnergyEstimateTable } from "./energy-estimate.tsx";
import { RouteSummary } from "./route-summary.tsx";
import { ShareRoute } from "./share-route.tsx";
import { trackEnds } from "./track-ends.ts";
import { TrackFigures } from "./track-figures.tsx";

// Leaflet and the profile load after the text: a visitor reads the route while they arrive.
const TrackMap = lazy(() => import("./track-map.tsx"));
const ElevationProfile = lazy(() => import("./elevation-profile.tsx"));
// The gallery is its own chunk, loaded only for a route that has photos; at the end of the page, so its
// arrival moves nothing a visitor is reading.
const RouteGallery = lazy(() => import("./gallery/route-gallery.tsx"));

/** Puts the route's name in the tab's title while the page is shown, as the server's HTML does. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

interface RouteViewProps {
  route: WithEnglish<Route>;
  track: RouteTrack | null | undefined;
  /** Where the rider is ("Hvar er ég?"), drawn on the map and the profile; the page holds it. */
  rider?: RiderMark | null;
  /** What goes under the map: the page's "Hvar er ég?" panel, when the route has a track. */
  underMap?: ReactNode;
  /** The battery plan ("Dugar rafhlaðan?"), drawn on the map and the profile; the page holds it. */
  battery?: BatteryMark | null;
  /** What goes under the profile: the page's "Dugar rafhlaðan?" panel, when the route has a profile. */
  afterProfile?: ReactNode;
  /** Saving the route for offline use (src/web/features/offline), under the share links; given by the page. */
  saveForOffline?: ReactNode;
  /** The route's photos, the cover first; undefined while they are on their way. */
  photos?: RoutePhoto[] | undefined;
  /** What other features say of the route (its condition), right after its text. */
  children?: ReactNode;
}

/** One route's page: its text first, then the map fitted to its track, the profile, the figures and the energy estimate. */
export function RouteView({ route, track, photos, rider = null, battery = null, underMap, afterProfile, saveForOffline, children }: RouteViewProps) {
  // Leaflet needs the browser, and the track may still be on its way: until both, the map area says it is loading.
  // The map sits below the page's first screen: its code and tiles load once the visitor scrolls to it. It is
  // watched once the track is known, as the parts above it that come with the track (saving it) are then drawn.
  const { t } = useLanguage();
  const hydrated = useHydrated();
  const [mapArea, mapSeen] = useSeenOnScreen<HTMLDivElement>(hydrated && track !== undefined);
  useDocumentTitle(`${route.nameEn || route.name} – ${t("site.name")}`);
  const loadingMap = <p className="flex size-full items-center justify-center text-slate-600">{t("map.loading")}</p>;
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const position = activeIndex === null ? null : (track?.profile?.[activeIndex] ?? null);

  return (
    <div className="mx-auto w-full max-w-content space-y-8 px-4 pt-8">
      <Link to={`/routes?routeId=${route.id}`} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
        <FaArrowLeft aria-hidden="true" /> {t("route.allRoutes")}
      </Link>
      <RouteSummary route={route} />
      {children}
      <ShareRoute route={route} gpxFileName={track?.fileName ?? null} />
      {saveForOffline}

      <section aria-label={t("route.mapLabel")} data-testid="track-map" className="space-y-2">
        <div ref={mapArea} className="relative isolate h-[45vh] min-h-72 overflow-hidden rounded-2xl bg-sky-100 shadow-sm ring-1 ring-slate-200">
          {hydrated && mapSeen && track !== undefined ? (
            <Suspense fallback={loadingMap}>
              <TrackMap route={route} track={track} position={position} rider={rider} battery={battery} />
            </Suspense>
          ) : (
            loadingMap
          )}
        </div>
        {track === undefined ? null : track ? (
          <p className="flex flex-wrap gap-x-5 text-sm text-slate-600">
            {trackEnds(track.start, track.end).length === 1 ? (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-full bg-[linear-gradient(90deg,var(--color-green-700)_50%,var(--color-red-700)_50%)] ring-2 ring-white"
                />{" "}
                {t("route.startEnd")}
              </span>
            ) : (
              <>
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-3 rounded-full bg-green-700 ring-2 ring-white" /> {t("route.start")}
                </span>
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-3 rounded-full bg-red-700 ring-2 ring-white" /> {t("route.end")}
                </span>
              </>
            )}
          </p>
        ) : (
          <p className="rounded-xl bg-white px-4 py-3 text-slate-700 shadow-sm ring-1 ring-slate-200">{t("route.noTrack")}</p>
        )}
      </section>
      {track && underMap}

      {track && (
        <>
          {track.profile && track.profile.length > 1 && (
            <Suspense fallback={<p className="rounded-xl bg-white p-4 text-slate-600 shadow-sm ring-1 ring-slate-200">{t("route.profileLoading")}</p>}>
              <ElevationProfile profile={track.profile} activeIndex={activeIndex} onActiveChange={setActiveIndex} rider={rider} battery={battery} />
            </Suspense>
          )}
          {afterProfile}
          <TrackFigures stats={track.stats} />
          <EnergyEstimateTable energy={track.energy} />
        </>
      )}
      {photos && photos.length > 0 && (
        <Suspense fallback={null}>
          <RouteGallery photos={photos} />
        </Suspense>
      )}
    </div>
  );
}
