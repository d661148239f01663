import { map as leafletMap } from "leaflet";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClusterLayer, type ClusterMark, type ClusterTexts } from "./cluster-layer.ts";

const textsOf = (count: number): ClusterTexts => ({ title: `${count} leiðir`, label: `${count} leiðir á þessu svæði: þysja inn` });
const mark = (id: number, count: number, latitude = 64.5, longitude = -19): ClusterMark => ({ id, count, latitude, longitude });

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => container.remove());

function layerOnMap() {
  const map = leafletMap(container, { center: [65, -19], zoom: 6 });
  const chosen: ClusterMark[] = [];
  const layer = new ClusterLayer(map, (cluster) => chosen.push(cluster));
  const clusters = () => [...container.querySelectorAll<HTMLElement>(".route-cluster")];
  return { map, layer, chosen, clusters };
}

describe("ClusterLayer", () => {
  it("draws each cluster as a named button with its number, sized by its number", () => {
    const { layer, clusters } = layerOnMap();
    layer.draw([mark(1, 12), mark(2, 250, 65.5, -17)], textsOf);
    const [small, large] = clusters();
    expect(clusters().map((element) => element.textContent)).toEqual(["12", "250"]);
    expect(small?.getAttribute("role")).toBe("button");
    expect(small?.tabIndex).toBe(0);
    expect(small?.getAttribute("title")).toBe("12 leiðir");
    expect(small?.getAttribute("aria-label")).toBe("12 leiðir á þessu svæði: þysja inn");
    expect([small?.style.width, small?.style.height, small?.style.margin]).toEqual(["36px", "36px", "-18px 0px 0px -18px"]);
    expect(large?.style.width).toBe("44px");
  });

  it("keeps a cluster's element when only its number changes, and writes the new number, size and names", () => {
    const { layer, clusters } = layerOnMap();
    layer.draw([mark(1, 12), mark(2, 40)], textsOf);
    const before = clusters();
    layer.draw([mark(1, 3), mark(2, 140)], textsOf);
    expect(clusters()).toEqual(before);
    expect(clusters().map((element) => element.textContent)).toEqual(["3", "140"]);
    expect(before[1]?.getAttribute("aria-label")).toBe("140 leiðir á þessu svæði: þysja inn");
    expect(before[1]?.style.width).toBe("44px");
  });

  it("gives a cluster that is no longer drawn to a new one, and removes what is left over", () => {
    const { layer, clusters } = layerOnMap();
    layer.draw([mark(1, 12), mark(2, 40)], textsOf);
    const [, second] = clusters();
    // Where Leaflet placed it (by transform, or by left and top where the browser has no 3D transforms).
    const place = (element: HTMLElement | undefined) => `${element?.style.transform} ${element?.style.left} ${element?.style.top}`;
    const placeBefore = place(second);
    layer.draw([mark(1, 12), mark(7, 5, 63.9, -22)], textsOf);
    expect(clusters()).toHaveLength(2);
    expect(clusters()[1]).toBe(second);
    expect(second?.textContent).toBe("5");
    expect(place(second)).not.toBe(placeBefore);
    layer.draw([mark(7, 5, 63.9, -22)], textsOf);
    expect(clusters().map((element) => element.textContent)).toEqual(["5"]);
    layer.clear();
    expect(clusters()).toEqual([]);
  });

  it("tells which cluster was chosen, by click, Enter or Space, as it is drawn now", () => {
    const { layer, chosen, clusters } = layerOnMap();
    layer.draw([mark(1, 12)], textsOf);
    const [element] = clusters();
    layer.draw([mark(1, 4)], textsOf);
    element?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    for (const key of ["Enter", " ", "a"]) element?.dispatchEvent(new KeyboardEvent("keypress", { key, bubbles: true }));
    expect(chosen).toEqual([mark(1, 4), mark(1, 4), mark(1, 4)]);
  });

  it("writes nothing again when the same clusters are drawn with the same texts", () => {
    const { layer, clusters } = layerOnMap();
    layer.draw([mark(1, 12)], textsOf);
    const [element] = clusters();
    const setAttribute = vi.spyOn(element as HTMLElement, "setAttribute");
    const texts = new Map<number, ClusterTexts>();
    const sameTexts = (count: number) => texts.get(count) ?? (texts.set(count, textsOf(count)).get(count) as ClusterTexts);
    layer.draw([mark(1, 12)], sameTexts);
    setAttribute.mockClear();
    layer.draw([mark(1, 12)], sameTexts);
    expect(setAttribute).not.toHaveBeenCalled();
  });
});
