import type { FitBoundsOptions, LatLngBoundsExpression, LatLngExpression } from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";

/** Where a map first looks: a centre and zoom, or bounds to fit. */
export type FirstView = { center: LatLngExpression; zoom: number } | { bounds: LatLngBoundsExpression; options?: FitBoundsOptions };

/**
 * Gives a map made without a view (a MapContainer with neither centre nor bounds) its first view, once. Made a step
 * after the map itself, the view finds the page's layout already done: Leaflet measures the map's size when it
 * sets a view, and doing that in the task that made the map forced the whole page's layout into it. The layers
 * added before wait for the view (Leaflet adds them once the map is loaded).
 */
export function InitialView({ view }: { view: FirstView }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view only; later changes of `view` do not move the map.
  useEffect(() => {
    if ("bounds" in view) map.fitBounds(view.bounds, view.options);
    else map.setView(view.center, view.zoom);
  }, [map]);
  return null;
}
