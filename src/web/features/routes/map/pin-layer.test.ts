import { divIcon } from "leaflet";
import { describe, expect, it, vi } from "vitest";
import { KEPT_HIDDEN_PINS, PinLayer, type PinMark } from "./pin-layer.ts";
import { placeOf, testMapEachTest } from "./test-support/test-map.ts";

const icons = {
  plain: divIcon({ className: "route-pin plain", html: "<i></i>" }),
  marked: divIcon({ className: "route-pin marked", html: "<b></b>" }),
};
const pin = (routeId: number, extra: Partial<PinMark> = {}): PinMark => ({
  routeId,
  latitude: 64 + routeId / 100,
  longitude: -20 + routeId / 50,
  name: `Leið ${routeId}`,
  ...extra,
});

const testMap = testMapEachTest();

function layerOnMap() {
  const { map, markers } = testMap();
  const chosen: number[] = [];
  const layer = new PinLayer(map, icons, (routeId) => chosen.push(routeId));
  const all = () => markers("route-pin").all;
  // The pins in sight, and their names.
  const pins = () => markers("route-pin").shown;
  const names = () => pins().map((element) => element.getAttribute("aria-label"));
  return { map, layer, chosen, all, pins, names };
}

describe("PinLayer", () => {
  it("draws each route as a button named after it, with its name in a tooltip", () => {
    const { map, layer, pins, names } = layerOnMap();
    layer.draw([pin(1), pin(2, { note: "Lokuð" })]);
    expect(names()).toEqual(["Leið 1", "Leið 2 — Lokuð"]);
    const [open, closed] = pins();
    expect(open?.getAttribute("role")).toBe("button");
    expect(open?.tabIndex).toBe(0);
    expect(open?.getAttribute("title")).toBe("Leið 1");
    expect(open?.className).toContain("plain");
    expect(closed?.className).toContain("marked");
    closed?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const tooltip = map.getContainer().querySelector(".leaflet-tooltip");
    expect(tooltip?.textContent).toBe("Leið 2 — Lokuð");
  });

  it("marks a name in another language than the page's", () => {
    const { map, layer, pins } = layerOnMap();
    layer.draw([pin(1, { name: "Hringur um vatnið", nameLang: "is" })]);
    pins()[0]?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const name = map.getContainer().querySelector(".leaflet-tooltip [lang]");
    expect([name?.getAttribute("lang"), name?.textContent]).toEqual(["is", "Hringur um vatnið"]);
  });

  it("tells which route was chosen, by click, Enter or Space", () => {
    const { layer, chosen, pins } = layerOnMap();
    layer.draw([pin(4)]);
    const [element] = pins();
    element?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    for (const key of ["Enter", " ", "a"]) element?.dispatchEvent(new KeyboardEvent("keypress", { key, bubbles: true }));
    expect(chosen).toEqual([4, 4, 4]);
  });

  it("hides a pin its route no longer needs and shows the same pin when the route comes back", () => {
    const { layer, all, pins, names } = layerOnMap();
    layer.draw([pin(1), pin(2), pin(3)]);
    const [, second] = pins();
    layer.draw([pin(1), pin(3)]);
    expect(names()).toEqual(["Leið 1", "Leið 3"]);
    expect(all()).toHaveLength(3);
    const setAttribute = vi.spyOn(second as HTMLElement, "setAttribute");
    layer.draw([pin(1), pin(2), pin(3)]);
    expect(pins()).toContain(second);
    expect(names()).toEqual(["Leið 1", "Leið 2", "Leið 3"]);
    // Nothing of its own to write again: it still shows its route.
    expect(setAttribute).not.toHaveBeenCalled();
  });

  it("gives a hidden pin to a route that has none, at the route's place and with its names", () => {
    const { layer, chosen, all, pins, names } = layerOnMap();
    layer.draw([pin(1), pin(2)]);
    const [first] = pins();
    const placeBefore = placeOf(first);
    layer.draw([pin(2)]);
    layer.draw([pin(2), pin(9, { note: "Lokuð" })]);
    expect(all()).toHaveLength(2);
    expect(names()).toEqual(["Leið 9 — Lokuð", "Leið 2"]);
    expect(placeOf(first)).not.toBe(placeBefore);
    expect(first?.className).toContain("marked");
    first?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(chosen).toEqual([9]);
  });

  it("writes a pin's new note and name into the same pin", () => {
    const { layer, pins, names } = layerOnMap();
    layer.draw([pin(5)]);
    const [element] = pins();
    layer.draw([pin(5, { note: "Lokuð" })]);
    expect(names()).toEqual(["Leið 5 — Lokuð"]);
    expect(pins()[0]?.className).toContain("marked");
    expect(pins()[0]?.getAttribute("title")).toBe("Leið 5 — Lokuð");
    layer.draw([pin(5, { name: "Route 5" })]);
    expect(pins()).toEqual([element]);
    expect(names()).toEqual(["Route 5"]);
    expect(element?.className).toContain("plain");
  });

  it("keeps at most KEPT_HIDDEN_PINS hidden pins, and clear takes every pin off", () => {
    const { layer, all, names } = layerOnMap();
    const many = Array.from({ length: KEPT_HIDDEN_PINS + 20 }, (_, index) => pin(index + 1));
    layer.draw(many);
    layer.draw([pin(1)]);
    expect(names()).toEqual(["Leið 1"]);
    expect(all()).toHaveLength(1 + KEPT_HIDDEN_PINS);
    layer.clear();
    expect(all()).toEqual([]);
  });
});
