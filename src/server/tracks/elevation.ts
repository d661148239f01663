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
 *
 * Linear in the number of points, whatever the track (docs/decisions/028):
 * points at the same distance share one window, so they are merged first;
 * then one window slides along, keeping running sums of the heights and of
 * their distances from the point in the middle. The sums are kept relative to
 * that point, so they stay as small as the window and a long track loses no
 * precision.
 */
export function smoothElevations(distances: number[], elevations: number[], halfWindow = SMOOTHING_HALF_WINDOW_M): number[] {
  // 1. One entry per distinct distance: how many points lie there and the sum of their heights.
  const at: number[] = [];
  const count: number[] = [];
  const heightSum: number[] = [];
  const entryOf = new Array<number>(elevations.length);
  for (let index = 0; index < elevations.length; index++) {
    const distance = distances[index] ?? 0;
    const last = at.length - 1;
    if (last >= 0 && at[last] === distance) {
      count[last] = (count[last] ?? 0) + 1;
      heightSum[last] = (heightSum[last] ?? 0) + (elevations[index] ?? 0);
    } else {
      at.push(distance);
      count.push(1);
      heightSum.push(elevations[index] ?? 0);
    }
    entryOf[index] = at.length - 1;
  }

  // 2. The window [from, to) around each entry, split into the entries up to it (left) and after it (right).
  //    For each side: the number of points, the sum of their heights, and both again weighted by the
  //    distance from the middle entry. The weighted sum is then Σh − Σ|d|·h / reach, the weights Σ1 − Σ|d| / reach.
  const reach = halfWindow + 1e-9;
  const smoothedEntries = new Array<number>(at.length);
  let from = 0;
  let to = 0;
  let middle = at[0] ?? 0;
  let leftPoints = 0;
  let leftHeights = 0;
  let leftPointsFar = 0;
  let leftHeightsFar = 0;
  let rightPoints = 0;
  let rightHeights = 0;
  let rightPointsFar = 0;
  let rightHeightsFar = 0;
  for (let entry = 0; entry < at.length; entry++) {
    const here = at[entry] ?? 0;
    const points = count[entry] ?? 0;
    const heights = heightSum[entry] ?? 0;
    // Move the middle to this entry: the left side gets farther away, the right side nearer.
    const step = here - middle;
    middle = here;
    leftPointsFar += step * leftPoints;
    leftHeightsFar += step * leftHeights;
    rightPointsFar -= step * rightPoints;
    rightHeightsFar -= step * rightHeights;
    // This entry passes from the right side (where it is if the window already reached it) to the left.
    if (to > entry) {
      rightPoints -= points;
      rightHeights -= heights;
      if (rightPoints === 0) {
        // Empty: start again from exact zeros rather than from what rounding left.
        rightHeights = 0;
        rightPointsFar = 0;
        rightHeightsFar = 0;
      }
    } else to = entry + 1;
    leftPoints += points;
    leftHeights += heights;
    // The right side takes the entries now within reach...
    for (; to < at.length && (at[to] ?? 0) <= here + halfWindow; to++) {
      const apart = (at[to] ?? 0) - here;
      rightPoints += count[to] ?? 0;
      rightHeights += heightSum[to] ?? 0;
      rightPointsFar += apart * (count[to] ?? 0);
      rightHeightsFar += apart * (heightSum[to] ?? 0);
    }
    // ...and the left side lets go of those now out of reach.
    for (; (at[from] ?? 0) < here - halfWindow; from++) {
      const apart = here - (at[from] ?? 0);
      leftPoints -= count[from] ?? 0;
      leftHeights -= heightSum[from] ?? 0;
      leftPointsFar -= apart * (count[from] ?? 0);
      leftHeightsFar -= apart * (heightSum[from] ?? 0);
    }
    if (from === entry) {
      leftPoints = points;
      leftHeights = heights;
      leftPointsFar = 0;
      leftHeightsFar = 0;
    }
    const weights = leftPoints + rightPoints - (leftPointsFar + rightPointsFar) / reach;
    const weighted = leftHeights + rightHeights - (leftHeightsFar + rightHeightsFar) / reach;
    smoothedEntries[entry] = weights > 0 ? weighted / weights : heights / points;
  }
  return entryOf.map((entry) => smoothedEntries[entry] ?? 0);
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
