import { type Map as LeafletMap, map as leafletMap } from "leaflet";
import { afterEach, beforeEach } from "vitest";

/**
 * A Leaflet map on the first view of /routes, in a container of its own for each test (removed after it), and
 * the markers of a class in it: all of them, or only those in sight (a layer hides the markers it keeps).
 */
export function testMapEachTest(): () => { map: LeafletMap; markers: (className: string) => { all: HTMLElement[]; shown: HTMLElement[] } } {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => container.remove());
  return () => ({
    map: leafletMap(container, { center: [65, -19], zoom: 6 }),
    markers: (className) => {
      const all = [...container.querySelectorAll<HTMLElement>(`.${className}`)];
      return { all, shown: all.filter((element) => element.style.display !== "none") };
    },
  });
}

/** Where Leaflet placed a marker (by transform, or by left and top where the browser has no 3D transforms). */
export const placeOf = (element: HTMLElement | undefined) => `${element?.style.transform} ${element?.style.left} ${element?.style.top}`;
