/**
 * Where to draw each route's pin so that no two pins cover each other, in
 * screen pixels at one zoom level. A pin whose place is free stays exactly on
 * its route; one that would overlap an earlier pin moves to the nearest free
 * place on rings around its route. Every pin is then a whole target of its own
 * (WCAG 2.2's 24 px target size), and every route still has its own marker.
 */
export interface PinBox {
  /** Width and height of a pin's clickable box, in pixels. */
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A rectangle pins must keep clear of (a button over the map), in the same pixels as the points. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Directions tried on each ring, clockwise from above. */
const DIRECTIONS = Array.from({ length: 12 }, (_, index) => {
  const angle = (index / 12) * 2 * Math.PI;
  return { dx: Math.sin(angle), dy: -Math.cos(angle) };
});

/** Rings tried before a pin is left where it is (only in a crowd of hundreds). */
const MAX_RINGS = 12;

/**
 * A point is where the pin's tip touches the map: the pin's box spans
 * width/2 to each side and its full height above it.
 */
export function spreadPins(points: readonly Point[], box: PinBox, obstacles: readonly Rect[] = []): Point[] {
  const placed: Point[] = [];
  const covers = (candidate: Point, rect: Rect) =>
    candidate.x + box.width / 2 > rect.left && candidate.x - box.width / 2 < rect.right && candidate.y > rect.top && candidate.y - box.height < rect.bottom;
  const overlaps = (candidate: Point) =>
    placed.some((other) => Math.abs(other.x - candidate.x) < box.width && Math.abs(other.y - candidate.y) < box.height) ||
    obstacles.some((rect) => covers(candidate, rect));
  for (const point of points) {
    let chosen: Point | undefined = overlaps(point) ? undefined : point;
    const step = Math.max(box.width, box.height) / 2;
    for (let ring = 1; !chosen && ring <= MAX_RINGS; ring += 1) {
      for (const { dx, dy } of DIRECTIONS) {
        const candidate = { x: point.x + dx * ring * step, y: point.y + dy * ring * step };
        if (!overlaps(candidate)) {
          chosen = candidate;
          break;
        }
      }
    }
    placed.push(chosen ?? point);
  }
  return placed;
}
