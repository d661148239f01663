import { control } from "leaflet";
import { type ReactNode, useEffect } from "react";
import { MapContainer, useMap } from "react-leaflet";
import { useLanguage } from "../i18n/i18n.tsx";

/**
 * The site's Leaflet map, filling its box: no zooming by the mouse wheel (the page scrolls past it), tiles shown
 * without fading in. It is made without its controls and without its ways of moving it (dragging, pinching,
 * double-click, box and keyboard zoom): making them was half the task that makes the map on a phone. MapControls
 * adds them, as a step of its own.
 */
export function SiteMap({ maxZoom, children }: { maxZoom: number; children: ReactNode }) {
  return (
    <MapContainer
      maxZoom={maxZoom}
      scrollWheelZoom={false}
      fadeAnimation={false}
      zoomControl={false}
      attributionControl={false}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
      className="size-full"
    >
      {children}
    </MapContainer>
  );
}

/**
 * The zoom buttons, named in the page's language, and the attribution (with the tile layer's, when it is already
 * on the map), and the ways of moving the map that SiteMap leaves out. A step before the pins, which keep clear
 * of the buttons.
 */
export function MapControls() {
  const map = useMap();
  const { t } = useLanguage();
  const zoomInTitle = t("map.zoomIn");
  const zoomOutTitle = t("map.zoomOut");
  useEffect(() => {
    const zoom = control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    const attribution = control.attribution().addTo(map);
    const handlers = [map.dragging, map.touchZoom, map.doubleClickZoom, map.boxZoom, map.keyboard];
    for (const handler of handlers) handler.enable();
    return () => {
      for (const handler of handlers) handler.disable();
      zoom.remove();
      attribution.remove();
    };
  }, [map, zoomInTitle, zoomOutTitle]);
  return null;
}
