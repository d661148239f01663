import { haversineMetres } from "../../shared/geo.ts";
import type { ProfilePoint, TrackPreview, TrackStats } from "../../shared/track.ts";
import { climbAndDescent, smoothElevations, steepestGradient } from "./elevation.ts";
import type { GpxPoint } from "./gpx-parser.ts";
import { simplifyPlanar } from "./simplify-line.ts";

/** The most points of the line the map draws. */
export const MAX_LINE_POINTS = 2000;
/** The most points of the elevation profile. */
export const MAX_PROFILE_POINTS = 1000;

/** Everything the server keeps about a track besides the file itself. */
export interface TrackAnalysis extends TrackPreview {
  profile: ProfilePoint[] | null;
}

/**
 * Measures a parsed GPX track: length over every point, smoothed climb and
 * descent, highest and lowest point, steepest sustained gradient, a line
 * simplified for the map and a profile short enough for a chart.
 * Elevations are used only where the file has them; none are invented.
 */
export function analyseTrack(points: GpxPoint[]): TrackAnalysis {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error("analyseTrack needs at least one point");

  // Metres from the start to each point; the gap between two segments was not ridden, so it is not counted.
  const distances = new Array<number>(points.length);
  let total = 0;
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous && !point.startsSegment) total += haversineMetres(previous.lat, previous.lon, point.lat, point.lon);
    distances[index] = total;
  });

  const withHeight = points.flatMap((point, index) => (point.ele === null ? [] : [{ point, distance: distances[index] ?? 0, ele: point.ele }]));
  let stats: TrackStats = { lengthKm: round(total / 1000, 3), climbM: null, descentM: null, highestM: null, lowestM: null, steepestGradePct: null };
  let profile: ProfilePoint[] | null = null;
  // Two heights are the least that say anything about up and down.
  if (withHeight.length >= 2) {
    const heightDistances = withHeight.map((entry) => entry.distance);
    const smoothed = smoothElevations(
      heightDistances,
      withHeight.map((entry) => entry.ele),
    );
    const { climb, descent } = climbAndDescent(smoothed);
    const steepest = steepestGradient(heightDistances, smoothed);
    stats = {
      ...stats,
      climbM: Math.round(climb),
      descentM: Math.round(descent),
      // A loop, not Math.max(...smoothed): spreading 200,000 arguments overflows the stack.
      highestM: round(
        smoothed.reduce((high, height) => Math.max(high, height), -Infinity),
        0,
      ),
      lowestM: round(
        smoothed.reduce((low, height) => Math.min(low, height), Infinity),
        0,
      ),
      steepestGradePct: steepest === null ? null : round(steepest, 1),
    };
    profile = evenlyAlong(heightDistances, MAX_PROFILE_POINTS).map((index) => {
      const entry = withHeight[index];
      if (!entry) throw new Error("profile index out of range");
      return {
        km: round(entry.distance / 1000, 3),
        ele: round(smoothed[index] ?? entry.ele, 1),
        lat: round(entry.point.lat, 6),
        lon: round(entry.point.lon, 6),
      };
    });
  }

  return {
    line: simplifyLine(points),
    start: [round(first.lat, 6), round(first.lon, 6)],
    end: [round(last.lat, 6), round(last.lon, 6)],
    stats,
    profile,
  };
}

/**
 * Douglas–Peucker (simplify-line.ts, as simplify-js does it) on coordinates scaled so a degree of
 * longitude is as long as it is at this latitude; the tolerance grows until
 * the line has at most `maxPoints`. Start and end always stay.
 */
export function simplifyLine(points: GpxPoint[], maxPoints = MAX_LINE_POINTS): [number, number][] {
  const meanLatitude = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const scale = Math.cos((meanLatitude * Math.PI) / 180);
  const planar = points.map((point) => ({ x: point.lon * scale, y: point.lat, lat: point.lat, lon: point.lon }));
  if (planar.length <= maxPoints) return planar.map((point) => [round(point.lat, 6), round(point.lon, 6)]);
  // Double the tolerance (from about 0.1 m) until the line is short enough, then narrow it down
  // between the last two tries, so the line keeps as much detail as the limit allows. Each try
  // simplifies the last line that was still too long, not all the points again: the same
  // result within the tolerance, and 200,000 points take a fraction of a second.
  let finer = planar;
  let tooFine = 0;
  let tolerance = 1e-6;
  const costly = { costly: false };
  let line = simplifyPlanar(finer, tolerance, costly);
  while (line.length > maxPoints) {
    finer = line;
    tooFine = tolerance;
    tolerance *= 2;
    line = simplifyPlanar(finer, tolerance, costly);
  }
  for (let step = 0; step < 6 && tooFine > 0; step++) {
    const middle = (tooFine + tolerance) / 2;
    const candidate = simplifyPlanar(finer, middle, costly);
    if (candidate.length > maxPoints) {
      finer = candidate;
      tooFine = middle;
    } else {
      tolerance = middle;
      line = candidate;
    }
  }
  return line.map((point) => [round(point.lat, 6), round(point.lon, 6)]);
}

/** Indices of at most `count` entries spread evenly by distance, first and last included. */
function evenlyAlong(distances: number[], count: number): number[] {
  if (distances.length <= count) return distances.map((_distance, index) => index);
  const total = distances[distances.length - 1] ?? 0;
  const chosen: number[] = [];
  let index = 0;
  for (let step = 0; step < count; step++) {
    const target = (total * step) / (count - 1);
    while (index < distances.length - 1 && (distances[index] ?? 0) < target) index++;
    if (chosen[chosen.length - 1] !== index) chosen.push(index);
  }
  return chosen;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
