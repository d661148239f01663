import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatNumber } from "../../lib/icelandic-number.ts";
import SaveForOffline from "./save-for-offline.tsx";
import { boundsOf, planTiles } from "./tiles.ts";

// A SYNTHETIC line of about 6 km near Hella.
const line: [number, number][] = Array.from({ length: 50 }, (_, i) => [63.83 + (i / 49) * 0.04, -20.4 + (i / 49) * 0.06]);

/** The browser's Cache Storage and service worker, with nothing saved yet. */
function fakeBrowserStorage() {
  Object.defineProperty(globalThis, "caches", { value: { has: async () => false, keys: async () => [] }, configurable: true });
  Object.defineProperty(window.navigator, "serviceWorker", { value: {}, configurable: true });
}

function setTileOffline(value: string | null) {
  document.head.querySelector('meta[name="map-tile-offline"]')?.remove();
  if (value === null) return;
  const meta = document.createElement("meta");
  meta.name = "map-tile-offline";
  meta.content = value;
  document.head.append(meta);
}

describe("Vista til notkunar án nets", () => {
  beforeEach(fakeBrowserStorage);
  afterEach(() => setTileOffline(null));

  it("with the default tile server, says before saving that no tile is fetched ahead, and gives the size", async () => {
    render(<SaveForOffline route={{ id: 3, name: "Prufuleið" }} line={line} />);
    await screen.findByRole("button", { name: "Vista til notkunar án nets" });
    const text = screen.getByRole("region", { name: "Án nets" }).textContent ?? "";
    expect(text).toMatch(/Vistar síðuna, gögnin og GPX-skrána: um \d+(,\d)? MB\./);
    expect(text).toContain("leyfir ekki að kortaflísar séu sóttar fyrir fram");
    expect(text).not.toContain("aðdráttarstig");
  });

  it("where the tile server allows it (MAP_TILE_OFFLINE), states the zooms, the tiles and the size before saving", async () => {
    setTileOffline("true");
    const plan = planTiles(boundsOf(line) ?? { south: 0, west: 0, north: 0, east: 0 });
    render(<SaveForOffline route={{ id: 3, name: "Prufuleið" }} line={line} />);
    await screen.findByRole("button", { name: "Vista til notkunar án nets" });
    expect(screen.getByRole("region", { name: "Án nets" }).textContent).toMatch(
      new RegExp(
        `kringum ferilinn: um \\d+(,\\d)? MB \\(${formatNumber(plan.tiles.length, 0, "is")} kortaflísa?r?, aðdráttarstig ${plan.zooms?.min}–${plan.zooms?.max}\\)\\.`,
      ),
    );
  });

  it.each([["true"], [null]])("a route without a track saves no map and promises no GPX file (map-tile-offline %s)", async (offline) => {
    setTileOffline(offline);
    render(<SaveForOffline route={{ id: 3, name: "Prufuleið" }} line={null} />);
    await screen.findByRole("button", { name: "Vista til notkunar án nets" });
    const text = screen.getByRole("region", { name: "Án nets" }).textContent ?? "";
    expect(text).toMatch(/^Vistar síðuna og gögnin: um \d+(,\d)? MB\. Leiðin hefur engan GPX-feril/);
    expect(text).not.toContain("GPX-skrá");
    expect(text).not.toContain("aðdráttarstig");
  });
});
