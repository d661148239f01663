import { createElementObject, createLayerComponent, extendContext } from "@react-leaflet/core";
import { Browser, Marker, type Point } from "leaflet";
import type { MarkerProps } from "react-leaflet";

/** The private members of Leaflet's Marker that FlatMarker overrides or reads (leaflet-internals.test.ts checks them). */
export type MarkerInternals = { _setPos(position: Point): void; _icon?: HTMLElement | null; _shadow?: HTMLElement | null };
const leafletSetPos = (Marker.prototype as unknown as MarkerInternals)._setPos;

/**
 * A Leaflet marker placed with a 2D `translate(…)` instead of Leaflet's `translate3d(…)`, which makes every marker
 * a compositor layer of its own; with a map on the page, sorting the layers again then dominated every frame the
 * page draws (a keystroke on /routes, a filter change). The 2D transform places the marker as exactly, is drawn
 * with the map's marker pane, and still animates when the map zooms (Leaflet's zoom animation is a transition of
 * the same property). Every marker the site draws is one (docs/decisions/050, 062).
 */
export class FlatMarker extends Marker {
  _setPos(position: Point): void {
    leafletSetPos.call(this, position);
    // Where Leaflet places markers by left and top instead (a browser without 3D transforms), that stays.
    if (!Browser.any3d) return;
    const { _icon: icon, _shadow: shadow } = this as unknown as MarkerInternals;
    const transform = `translate(${position.x}px, ${position.y}px)`;
    if (icon) icon.style.transform = transform;
    if (shadow) shadow.style.transform = transform;
  }
}

/** react-leaflet's `Marker`, made a FlatMarker: the same props, updated the same way. */
export const MapMarker = createLayerComponent<FlatMarker, MarkerProps>(
  function createMarker({ position, ...options }, context) {
    const marker = new FlatMarker(position, options);
    return createElementObject(marker, extendContext(context, { overlayContainer: marker }));
  },
  function updateMarker(marker, props, previous) {
    if (props.position !== previous.position) marker.setLatLng(props.position);
    if (props.icon != null && props.icon !== previous.icon) marker.setIcon(props.icon);
    if (props.zIndexOffset != null && props.zIndexOffset !== previous.zIndexOffset) marker.setZIndexOffset(props.zIndexOffset);
    if (props.opacity != null && props.opacity !== previous.opacity) marker.setOpacity(props.opacity);
    if (marker.dragging != null && props.draggable !== previous.draggable) {
      if (props.draggable === true) marker.dragging.enable();
      else marker.dragging.disable();
    }
  },
);
