import { Browser, DivIcon, GridLayer, Map as LeafletMap, Marker, TileLayer } from "leaflet";
import { afterEach, describe, expect, it } from "vitest";
import { FlatMarker } from "./flat-marker.ts";
import { TILES_PER_TASK, TileLayerInSteps } from "./tile-layer.tsx";

/**
 * The private Leaflet members this folder overrides, with the parameters it relies on. A Leaflet release that
 * renames one, moves it or changes what it takes fails here, before a map quietly stops being drawn the site's way.
 */
const overridden = [
  { owner: "Marker", prototype: Marker.prototype, name: "_setPos", parameters: 1 },
  { owner: "GridLayer", prototype: GridLayer.prototype, name: "_update", parameters: 1 },
  { owner: "GridLayer", prototype: GridLayer.prototype, name: "_addTile", parameters: 2 },
];

const maps: LeafletMap[] = [];
afterEach(() => {
  for (const map of maps.splice(0)) map.remove();
});

/** A Leaflet map in a box of the given size (jsdom lays nothing out, so the box says its size itself). */
function mapOfSize(width: number, height: number): LeafletMap {
  const box = document.createElement("div");
  Object.defineProperty(box, "clientWidth", { value: width });
  Object.defineProperty(box, "clientHeight", { value: height });
  document.body.append(box);
  const map = new LeafletMap(box, { fadeAnimation: false, zoomAnimation: false, markerZoomAnimation: false }).setView([65, -19], 6);
  maps.push(map);
  return map;
}

describe("the private Leaflet members the site's map overrides", () => {
  it.each(overridden)("$owner.prototype.$name is still a method taking $parameters parameters", ({ prototype, name, parameters }) => {
    const member = (prototype as unknown as Record<string, unknown>)[name];
    expect(typeof member).toBe("function");
    expect((member as (...args: unknown[]) => unknown).length).toBe(parameters);
  });

  it("places a FlatMarker's icon with a 2D transform through Leaflet's own _setPos and _icon", () => {
    const any3d = Browser.any3d;
    Object.assign(Browser, { any3d: true });
    try {
      const map = mapOfSize(400, 300);
      const marker = new FlatMarker([65, -19], { icon: new DivIcon({ iconSize: [10, 10] }) }).addTo(map);
      const icon = marker.getElement();
      expect(icon?.style.transform).toMatch(/^translate\(-?[\d.]+px, -?[\d.]+px\)$/);
      marker.setLatLng([65.5, -18]);
      expect(icon?.style.transform).toMatch(/^translate\(/);
      expect(icon?.style.transform).not.toMatch(/translate3d/);
    } finally {
      Object.assign(Browser, { any3d });
    }
  });

  it("makes at most TILES_PER_TASK tiles in one update of a TileLayerInSteps, through Leaflet's _update and _addTile", () => {
    const map = mapOfSize(1280, 800);
    const stepped = new TileLayerInSteps("/tiles/{z}/{x}/{y}.png").addTo(map);
    expect(stepped.getContainer()?.querySelectorAll("img")).toHaveLength(TILES_PER_TASK);
    // Leaflet's own layer, for comparison, makes every tile in view at once: more than one step's worth.
    const whole = new TileLayer("/tiles/{z}/{x}/{y}.png").addTo(map);
    expect(whole.getContainer()?.querySelectorAll("img").length).toBeGreaterThan(TILES_PER_TASK);
  });
});
