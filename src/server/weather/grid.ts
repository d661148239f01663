/**
 * Points are snapped to a grid of 0.05° latitude by 0.1° longitude before the provider is asked: its model is
 * coarser than that, so neighbouring samples and neighbouring routes share one request and one stored
 * forecast. The coordinates sent have two decimals at most (MET Norway's terms allow four).
 */
export const GRID_LAT_STEP = 0.05;
export const GRID_LON_STEP = 0.1;

export interface GridPoint {
  /** "64.15,-21.9": the stored forecast's key. */
  key: string;
  /** As sent in the query, e.g. "64.15" and "-21.9". */
  lat: string;
  lon: string;
}

/** A number as the grid writes it: the fewest decimals, no "-0". */
function gridNumber(value: number, decimals: number): string {
  const text = String(Number(value.toFixed(decimals)));
  return text === "-0" ? "0" : text;
}

export function gridPoint(lat: number, lon: number): GridPoint {
  const snappedLat = gridNumber(Math.round(lat / GRID_LAT_STEP) * GRID_LAT_STEP, 2);
  let snappedLon = Math.round(lon / GRID_LON_STEP) * GRID_LON_STEP;
  if (snappedLon > 180) snappedLon -= 360;
  if (snappedLon <= -180) snappedLon += 360;
  const lonText = gridNumber(snappedLon, 1);
  return { key: `${snappedLat},${lonText}`, lat: snappedLat, lon: lonText };
}
