import { lazy, memo, Suspense, useState } from "react";
import { FaExclamationTriangle } from "react-icons/fa";
import type { Route } from "../../../../shared/route.ts";
import { useLanguage } from "../../../i18n/i18n.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { Bbox } from "./map-items.ts";

const RouteMap = lazy(() => import("./route-map.tsx"));
// The disclaimer and its modal load when the button is first pressed, not with every map page.
const MapWarning = lazy(() => import("./map-warning.tsx"));

/**
 * The map area (35 % of the viewport's height) with the warning button and its disclaimer. The section is its
 * own stacking context (`isolate`): Leaflet's panes and controls and the warning button carry z-indexes of 400
 * to 1000, which would otherwise be drawn over the page's fixed layers, such as the cookie banner.
 */
export const MapSection = memo(function MapSection({
  routes,
  shown = routes,
  onView,
}: {
  /** Every route of the list. */
  routes: readonly Route[];
  /** The routes a search or the filters leave (every route when left out): the only ones drawn. */
  shown?: readonly Route[];
  /** Told the map's view after each move ("Sýna leiðir á kortasvæðinu"). */
  onView?: (bbox: Bbox) => void;
}) {
  const { t } = useLanguage();
  const [warning, setWarning] = useState<"never opened" | "open" | "closed">("never opened");
  // Leaflet needs the browser: the server's HTML shows the loading line, the map follows once the page runs.
  const hydrated = useHydrated();
  const loadingMap = <p className="flex size-full items-center justify-center text-slate-600">{t("map.loading")}</p>;
  return (
    <section
      aria-label={t("map.label")}
      className="relative isolate mb-8 h-[35vh] overflow-hidden rounded-2xl bg-sky-100 shadow-sm ring-1 ring-slate-200"
      data-testid="route-map"
    >
      {hydrated ? (
        <Suspense fallback={loadingMap}>
          <RouteMap routes={routes} shown={shown} onView={onView} />
        </Suspense>
      ) : (
        loadingMap
      )}
      <button
        type="button"
        onClick={() => setWarning("open")}
        className="absolute top-3 right-3 z-[1000] inline-flex items-center gap-2 rounded-lg bg-amber-400 px-3 py-2 text-sm font-bold text-slate-900 shadow-md hover:bg-amber-300"
      >
        <FaExclamationTriangle aria-hidden="true" /> {t("map.warningButton")}
      </button>
      {warning !== "never opened" && (
        <Suspense fallback={null}>
          <MapWarning open={warning === "open"} onClose={() => setWarning("closed")} />
        </Suspense>
      )}
    </section>
  );
});
