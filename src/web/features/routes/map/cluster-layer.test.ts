import { describe, expect, it, vi } from "vitest";
import { ClusterLayer, type ClusterMark, type ClusterTexts, KEPT_HIDDEN_CLUSTERS } from "./cluster-layer.ts";
import { placeOf, testMapEachTest } from "./test-support/test-map.ts";

const textsOf = (count: number): ClusterTexts => ({ title: `${count} leiðir`, label: `${count} leiðir á þessu svæði: þysja inn` });
const mark = (id: number, count: number, latitude = 64.5, longitude = -19): ClusterMark => ({ id, count, latitude, longitude });

const testMap = testMapEachTest();

function layerOnMap() {
  const { map, markers } = testMap();
  const chosen: ClusterMark[] = [];
  const layer = new ClusterLayer(map, (cluster) => chosen.push(cluster));
  // The clusters in sight; `all` counts the hidden ones too.
  const clusters = () => markers("route-cluster").shown;
  const all = () => markers("route-cluster").all;
  return { map, layer, chosen, clusters, all };
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

  it("gives a cluster that is no longer drawn to a new one, and hides what is left over for the next draw", () => {
    const { layer, clusters, all } = layerOnMap();
    layer.draw([mark(1, 12), mark(2, 40)], textsOf);
    const [, second] = clusters();
    const placeBefore = placeOf(second);
    layer.draw([mark(1, 12), mark(7, 5, 63.9, -22)], textsOf);
    expect(clusters()).toHaveLength(2);
    expect(clusters()[1]).toBe(second);
    expect(second?.textContent).toBe("5");
    expect(placeOf(second)).not.toBe(placeBefore);
    // A filter leaves one cluster: the other is hidden, out of the tab order, and shown again for the next cluster.
    const [first] = clusters();
    layer.draw([mark(7, 5, 63.9, -22)], textsOf);
    expect(clusters().map((element) => element.textContent)).toEqual(["5"]);
    expect(all()).toHaveLength(2);
    layer.draw([mark(7, 5, 63.9, -22), mark(3, 250, 65.5, -17)], textsOf);
    expect(all()).toHaveLength(2);
    expect(clusters()).toEqual([first, second]);
    expect(first?.textContent).toBe("250");
    expect(first?.getAttribute("aria-label")).toBe("250 leiðir á þessu svæði: þysja inn");
    layer.clear();
    expect(all()).toEqual([]);
  });

  it("keeps at most KEPT_HIDDEN_CLUSTERS hidden markers", () => {
    const { layer, clusters, all } = layerOnMap();
    const many = Array.from({ length: KEPT_HIDDEN_CLUSTERS + 30 }, (_, index) => mark(index + 1, 2 + index, 64 + index / 100, -20 + index / 50));
    layer.draw(many, textsOf);
    expect(clusters()).toHaveLength(many.length);
    layer.draw([mark(1000, 3)], textsOf);
    expect(clusters().map((element) => element.textContent)).toEqual(["3"]);
    expect(all()).toHaveLength(1 + KEPT_HIDDEN_CLUSTERS);
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
