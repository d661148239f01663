/**
 * Elevation from GPS is noisy: a few metres up and down at every point add
 * up to hundreds of metres of climb nobody rode. Two steps keep the climb
 * honest (docs/decisions/006-gpx-tracks.md):
 * 1. a weighted moving average over distance (not over points, so dense and sparse
 *    recordings are smoothed alike);
 * 2. hysteresis: a top or bottom counts only once the height has moved back
 *    from it by more than a threshold; smaller wiggles are taken for noise.
 */

/** Half the width of the smoothing window, in metres along the track. */
export const SMOOTHING_HALF_WINDOW_M = 100;
/** A change in height smaller than this, since the last counted one, is taken for noise. */
export const HYSTERESIS_M = 5;
/** The shortest stretch a gradient must hold to count as the steepest. */
export const STEEPEST_MIN_LENGTH_M = 100;

/**
 * Heights averaged over ±halfWindow metres around each point, weighted by a
 * triangle (1 at the point, 0 at the window's edge), so a point drifting
 * across the edge changes nothing abruptly. `distances` are metres from the
 * start, ascending.
 */
export function smoothElevations(distances: number[], elevations: number[], halfWindow = SMOOTHING_HALF_WINDOW_M): number[] {
  const smoothed = new Array<number>(elevations.length);
  let from = 0;
  for (let index = 0; index < elevations.length; index++) {
    const here = distances[index] ?? 0;
    while ((distances[from] ?? 0) < here - halfWindow) from++;
    let weighted = 0;
    let weights = 0;
    for (let other = from; other < elevations.length; other++) {
      const apart = Math.abs((distances[other] ?? 0) - here);
      if ((distances[other] ?? 0) > here + halfWindow) break;
      const weight = 1 - apart / (halfWindow + 1e-9);
      weighted += weight * (elevations[other] ?? 0);
      weights += weight;
    }
    smoothed[index] = weights > 0 ? weighted / weights : (elevations[index] ?? 0);
  }
  return smoothed;
}

/**
 * Total climb and descent in metres. A turn (top or bottom) counts once the
 * height has moved back from it by at least the threshold; then the whole
 * rise or fall up to that turn is added, so no hill loses its top.
 */
export function climbAndDescent(elevations: number[], threshold = HYSTERESIS_M): { climb: number; descent: number } {
  let climb = 0;
  let descent = 0;
  const first = elevations[0];
  if (first === undefined) return { climb, descent };
  let lastTurn = first;
  let extreme = first;
  let direction: -1 | 0 | 1 = 0;
  for (const height of elevations) {
    if (direction === 1) {
      if (height > extreme) extreme = height;
      else if (extreme - height >= threshold) {
        climb += extreme - lastTurn;
        lastTurn = extreme;
        extreme = height;
        direction = -1;
      }
    } else if (direction === -1) {
      if (height < extreme) extreme = height;
      else if (height - extreme >= threshold) {
        descent += lastTurn - extreme;
        lastTurn = extreme;
        extreme = height;
        direction = 1;
      }
    } else if (Math.abs(height - lastTurn) >= threshold) {
      direction = height > lastTurn ? 1 : -1;
      extreme = height;
    }
  }
  // The last stretch: up to the last extreme, then what is left to the finish (less than the threshold).
  const last = elevations[elevations.length - 1] ?? lastTurn;
  if (direction === 1) {
    climb += extreme - lastTurn;
    descent += extreme - last;
  } else if (direction === -1) {
    descent += lastTurn - extreme;
    climb += last - extreme;
  } else if (last > lastTurn) climb += last - lastTurn;
  else descent += lastTurn - last;
  return { climb, descent };
}

/**
 * The steepest gradient held over at least `minLength` metres, in per cent,
 * positive uphill and negative downhill (whichever is steeper); null when the
 * track is shorter than that.
 */
export function steepestGradient(distances: number[], elevations: number[], minLength = STEEPEST_MIN_LENGTH_M): number | null {
  let steepest: number | null = null;
  let end = 0;
  for (let start = 0; start < distances.length; start++) {
    const startDistance = distances[start] ?? 0;
    if (end < start) end = start;
    while (end < distances.length && (distances[end] ?? 0) - startDistance < minLength) end++;
    if (end >= distances.length) break;
    const grade = (((elevations[end] ?? 0) - (elevations[start] ?? 0)) / ((distances[end] ?? 0) - startDistance)) * 100;
    if (steepest === null || Math.abs(grade) > Math.abs(steepest)) steepest = grade;
  }
  return steepest;
}
