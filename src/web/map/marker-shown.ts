import type { Marker } from "leaflet";

/**
 * Hides a marker on its map, or shows it again, keeping its element, place and listeners: a layer that draws
 * different markers after each filter change keeps the ones it does not need now for the next change, rather than
 * removing them and making new ones (docs/decisions/078). A hidden marker is out of sight, out of the tab order
 * and out of the accessibility tree; its tooltip closes.
 */
export function setMarkerShown(marker: Marker, shown: boolean): void {
  const element = marker.getElement();
  if (!element) return;
  if (!shown) marker.closeTooltip();
  element.style.display = shown ? "" : "none";
}
