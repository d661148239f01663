/**
 * Which map tiles a saved route keeps, and what saving it is likely to cost: pure arithmetic, no browser.
 * Tiles are the slippy-map scheme every tile server the site can use follows (z/x/y, Web Mercator), and
 * their addresses are written exactly as Leaflet writes them from the same template, so the tiles the map
 * asks for offline are the ones saved (docs/decisions/038).
 */

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** The lowest zoom saved: a tile here covers a few tens of kilometres, enough to see where in the country the route is. */
export const MIN_SAVED_ZOOM = 8;
/** The highest zoom saved: the roads and paths a rider follows; deeper zooms multiply the tiles by four at each step. */
export const MAX_SAVED_ZOOM = 16;
/** The most tiles one route saves: a few megabytes, fetched once from a tile server that allows it. */
export const MAX_SAVED_TILES = 400;
/** What one tile weighs on average, for the estimate given before saving (a 256 px PNG of a map: 10–30 KB). */
export const AVERAGE_TILE_BYTES = 22 * 1024;
/** Web Mercator stops here: the map has no tiles nearer the poles. */
const MAX_LATITUDE = 85.0511287798;

/** The smallest box around a line of [lat, lon] points; null for an empty line. */
export function boundsOf(line: readonly (readonly [number, number])[]): Bounds | null {
  if (line.length === 0) return null;
  let south = Number.POSITIVE_INFINITY;
  let west = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const [lat, lon] of line) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return { south, west, north, east };
}

/** The column of the tile holding longitude `lon` at zoom `z`. */
export function tileX(lon: number, z: number): number {
  const n = 2 ** z;
  return Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
}

/** The row of the tile holding latitude `lat` at zoom `z` (row 0 is the north edge). */
export function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const radians = (clamped * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n);
  return Math.min(n - 1, Math.max(0, y));
}

/** The tiles covering `bounds` at zoom `z`, with `pad` more tiles on each side (the map shows a margin around the track). */
export function tilesAtZoom(bounds: Bounds, z: number, pad = 1): Tile[] {
  const n = 2 ** z;
  const x0 = Math.max(0, tileX(bounds.west, z) - pad);
  const x1 = Math.min(n - 1, tileX(bounds.east, z) + pad);
  const y0 = Math.max(0, tileY(bounds.north, z) - pad);
  const y1 = Math.min(n - 1, tileY(bounds.south, z) + pad);
  const tiles: Tile[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  return tiles;
}

export interface TilePlan {
  tiles: Tile[];
  /** The zoom levels saved, lowest and highest; null when not even the lowest fits the limit. */
  zooms: { min: number; max: number } | null;
}

/**
 * The tiles to save for a track: every zoom from `minZoom` up, each whole, for as long as the total stays
 * within `maxTiles` and the zoom within `maxZoom`. A zoom that would pass the limit is left out entirely, so
 * each saved zoom covers the whole track.
 */
export function planTiles(
  bounds: Bounds,
  {
    minZoom = MIN_SAVED_ZOOM,
    maxZoom = MAX_SAVED_ZOOM,
    maxTiles = MAX_SAVED_TILES,
    pad = 1,
  }: { minZoom?: number; maxZoom?: number; maxTiles?: number; pad?: number } = {},
): TilePlan {
  const tiles: Tile[] = [];
  let highest: number | null = null;
  for (let z = minZoom; z <= maxZoom; z++) {
    const level = tilesAtZoom(bounds, z, pad);
    if (tiles.length + level.length > maxTiles) break;
    tiles.push(...level);
    highest = z;
  }
  return { tiles, zooms: highest === null ? null : { min: minZoom, max: highest } };
}

/**
 * A tile's address from the tile server's template, as Leaflet's TileLayer writes it: {z}, {x}, {y}, {s} (the
 * subdomain Leaflet picks, `subdomains[|x + y| % n]`, "abc" by default) and {r} (empty: saved tiles are the
 * standard ones).
 */
export function tileUrl(template: string, { z, x, y }: Tile, subdomains = "abc"): string {
  const subdomain = subdomains[Math.abs(x + y) % subdomains.length] ?? "";
  return template.replace(/\{([a-z]+)\}/g, (whole, key: string) => {
    switch (key) {
      case "z":
        return String(z);
      case "x":
        return String(x);
      case "y":
        return String(y);
      case "s":
        return subdomain;
      case "r":
        return "";
      default:
        return whole;
    }
  });
}

/** The bytes saving is likely to take: the tiles at their average weight, and the page's own files and data. */
export function estimateBytes(tileCount: number, pageBytes: number): number {
  return tileCount * AVERAGE_TILE_BYTES + pageBytes;
}

/**
 * A size as people say it: "0,4 MB", "4 MB", "12 MB", "2,5 GB" (one decimal below 10 of the unit, whole
 * numbers above; gigabytes from 1,000 MB), with the decimal comma in Icelandic and the point in English.
 * Never "0 MB" for something that is there.
 */
export function formatMegabytes(bytes: number, lang: "is" | "en"): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 999.5 ? [mb / 1024, "GB"] : [mb, "MB"];
  const rounded = value >= 9.95 ? Math.round(value) : Math.max(0.1, Math.round(value * 10) / 10);
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${lang === "is" ? text.replace(".", ",") : text} ${unit}`;
}
