import { type Coords, TileLayer as LeafletTileLayer, type Point } from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { webConfig } from "../config.ts";

/** Tiles one task adds at most; the rest follow a frame later, nearest the centre first. */
export const TILES_PER_TASK = 6;

/** The private members of Leaflet's grid layer that TileLayerInSteps overrides (leaflet-internals.test.ts checks them). */
export type GridInternals = {
  _update(center?: Point): void;
  _addTile(coords: Coords, container: DocumentFragment): void;
};
const gridPrototype = LeafletTileLayer.prototype as unknown as GridInternals;

/**
 * Leaflet's tile layer makes every tile in view in one go: on a phone's screen, with tiles for its sharper
 * display (`detectRetina`), some twenty images and their handlers in the task that adds the layer, the longest
 * task of a page with a map. This layer makes at most TILES_PER_TASK of them per task, in Leaflet's own order
 * (nearest the centre first), and asks for the rest after the next frame; the tiles it skipped are still
 * missing then, so Leaflet's next update finds them again. A map moved or zoomed fills in the same way.
 */
export class TileLayerInSteps extends LeafletTileLayer {
  private left = TILES_PER_TASK;
  private frame: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  _update(center?: Point): void {
    this.left = TILES_PER_TASK;
    gridPrototype._update.call(this, center);
  }

  _addTile(coords: Coords, container: DocumentFragment): void {
    if (this.left > 0) {
      this.left -= 1;
      gridPrototype._addTile.call(this, coords, container);
    } else if (this.frame === null) {
      this.frame = requestAnimationFrame(() => {
        this.timer = setTimeout(() => {
          this.frame = null;
          this._update();
        }, 0);
      });
    }
  }

  override onRemove(map: Parameters<LeafletTileLayer["onRemove"]>[0]): this {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
    this.frame = null;
    return super.onRemove(map);
  }
}

/**
 * The site's map tiles (MAP_TILE_URL, with its attribution) on the map around it, sharp on a high-density screen,
 * made a few per task (TileLayerInSteps).
 */
export function SiteTileLayer({ maxZoom }: { maxZoom: number }) {
  const map = useMap();
  useEffect(() => {
    const layer = new TileLayerInSteps(webConfig.mapTileUrl, { detectRetina: true, attribution: webConfig.mapTileAttribution, maxZoom }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, maxZoom]);
  return null;
}
