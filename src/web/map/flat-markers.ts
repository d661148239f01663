import { Browser, Marker, type Point } from "leaflet";

/**
 * Leaflet places each marker with `translate3d(…)`, which makes every marker a compositor layer of its own;
 * with a map on the page, sorting the layers again then dominated every frame the page draws (a keystroke
 * on /routes, a filter change). A plain 2D `translate(…)` places the marker as exactly, is drawn with the
 * map's marker pane, and still animates when the map zooms (Leaflet's zoom animation is a transition of the
 * same property). Imported by the maps that draw markers, for its effect on Leaflet's Marker; it lives apart
 * from lib/ so that it loads with the maps' code, never with the pages' shared chunk.
 */
type MarkerInternals = { _setPos(position: Point): void; _icon?: HTMLElement | null; _shadow?: HTMLElement | null };
const markerPrototype = Marker.prototype as unknown as MarkerInternals;
const placeIn3d = markerPrototype._setPos;
markerPrototype._setPos = function placeFlat(this: MarkerInternals, position: Point) {
  placeIn3d.call(this, position);
  // Where Leaflet places markers by left and top instead (a browser without 3D transforms), that stays.
  if (!Browser.any3d) return;
  const transform = `translate(${position.x}px, ${position.y}px)`;
  if (this._icon) this._icon.style.transform = transform;
  if (this._shadow) this._shadow.style.transform = transform;
};
