/**
 * Browser-side configuration. The server writes these values into index.html
 * as <meta> tags (src/server/web.ts), so one build serves every deployment;
 * the defaults apply under `vite dev`.
 */
function readMeta(name: string, fallback: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

export const webConfig = {
  mapTileUrl: readMeta("map-tile-url", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  mapTileAttribution: readMeta("map-tile-attribution", '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /** Google Analytics 4 measurement id, or "" when the site does not use it. */
  gaMeasurementId: readMeta("ga-measurement-id", ""),
} as const;
