/** A point on a plane: x and y in the same unit. */
export interface PlanarPoint {
  x: number;
  y: number;
}

/**
 * Simplifies a line the way simplify-js 1.2.4 does (`simplify(points, tolerance, false)`): first drops
 * points nearer than the tolerance to the last kept one, then Douglas–Peucker. For a recorded track the
 * same points come out. Two things differ, for lines made to be hard (docs/decisions/028):
 * - Douglas–Peucker keeps its pending stretches on a stack of its own instead of recursing, so a line
 *   that splits one point at a time (a long zig-zag) cannot overflow the call stack;
 * - such a line also costs time growing with the square of its length, so once the work passes a budget
 *   linear in the length, the line is simplified again in stretches of CHUNK points, each kept end to
 *   end: every point is still within the tolerance of the result, and the work stays linear.
 */
export function simplifyPlanar<Point extends PlanarPoint>(points: readonly Point[], tolerance: number, costly: CostlyLine = { costly: false }): Point[] {
  if (points.length <= 2) return [...points];
  const squareTolerance = tolerance * tolerance;
  const thinned = radialDistance(points, squareTolerance);
  const whole = costly.costly ? null : douglasPeucker(thinned, squareTolerance, thinned.length - 1, WORK_PER_POINT * thinned.length);
  if (whole) return whole;
  costly.costly = true;
  return douglasPeucker(thinned, squareTolerance, CHUNK, Number.POSITIVE_INFINITY) as Point[];
}

/**
 * Shared by the calls that simplify one line at several tolerances: once the line proved too costly as a
 * whole, the later calls go straight to stretches.
 */
export interface CostlyLine {
  costly: boolean;
}

/** Distances measured per point of the line before the work counts as too much: ordinary tracks need far fewer. */
const WORK_PER_POINT = 64;
/** The length of the stretches a line too costly as a whole is simplified in. */
const CHUNK = 32;

function radialDistance<Point extends PlanarPoint>(points: readonly Point[], squareTolerance: number): Point[] {
  const first = points[0] as Point;
  const kept = [first];
  let previous = first;
  let point = first;
  for (let index = 1; index < points.length; index++) {
    point = points[index] as Point;
    if (squareDistance(point, previous) > squareTolerance) {
      kept.push(point);
      previous = point;
    }
  }
  if (previous !== point) kept.push(point);
  return kept;
}

/** Douglas–Peucker over stretches of at most `stretch` points; null once more than `budget` distances were measured. */
function douglasPeucker<Point extends PlanarPoint>(points: readonly Point[], squareTolerance: number, stretch: number, budget: number): Point[] | null {
  const last = points.length - 1;
  const keep = new Uint8Array(points.length);
  // Stretches still to look at, as pairs of indices [first, last], each end kept.
  const pending: number[] = [];
  for (let start = 0; start < last; start += stretch) {
    const end = Math.min(last, start + stretch);
    keep[start] = 1;
    keep[end] = 1;
    pending.push(start, end);
  }
  let work = 0;
  while (pending.length > 0) {
    const end = pending.pop() as number;
    const start = pending.pop() as number;
    const from = points[start] as Point;
    const to = points[end] as Point;
    let farthest = squareTolerance;
    let split = -1;
    work += end - start;
    if (work > budget) return null;
    for (let index = start + 1; index < end; index++) {
      const distance = squareSegmentDistance(points[index] as Point, from, to);
      if (distance > farthest) {
        split = index;
        farthest = distance;
      }
    }
    if (split < 0) continue;
    keep[split] = 1;
    if (split - start > 1) pending.push(start, split);
    if (end - split > 1) pending.push(split, end);
  }
  return points.filter((_point, index) => keep[index] === 1);
}

function squareDistance(a: PlanarPoint, b: PlanarPoint): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/** Square distance from a point to the segment between two others. */
function squareSegmentDistance(point: PlanarPoint, from: PlanarPoint, to: PlanarPoint): number {
  let x = from.x;
  let y = from.y;
  let dx = to.x - x;
  let dy = to.y - y;
  if (dx !== 0 || dy !== 0) {
    const along = ((point.x - x) * dx + (point.y - y) * dy) / (dx * dx + dy * dy);
    if (along > 1) {
      x = to.x;
      y = to.y;
    } else if (along > 0) {
      x += dx * along;
      y += dy * along;
    }
  }
  dx = point.x - x;
  dy = point.y - y;
  return dx * dx + dy * dy;
}
