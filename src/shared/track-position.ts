import { estimateEnergy } from "./energy-model.ts";
import { haversineMetres } from "./geo.ts";
import type { EnergyEstimate, ProfilePoint, RouteTrack } from "./track.ts";

/**
 * Where a rider is on a route's track, from a position the browser gives:
 * the nearest point of the line, how far along the track it is, and what is
 * left from there to the end. Everything here runs in the rider's browser;
 * the position is never sent anywhere (docs/decisions/039).
 */

/** Farther than this from the line, the rider is off the route, in metres. */
export const OFF_ROUTE_M = 100;
/** A position less accurate than this (its radius, in metres) is not used. */
export const POOR_ACCURACY_M = 100;
/**
 * Passes of the line within this many metres of the nearest one are taken for the same place (a loop that comes
 * back past the same point, the way back of an out-and-back): which pass the rider is on is decided by where
 * they were last, not by a few metres of GPS noise.
 */
export const SAME_PLACE_M = 30;
/** Going back along the track costs this many times as much as going on, when choosing between passes. */
const BACKWARD_COST = 3;

export interface LatLon {
  lat: number;
  lon: number;
}

export type CompassPoint = "n" | "ne" | "e" | "se" | "s" | "sw" | "w" | "nw";
const COMPASS: CompassPoint[] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];

/** A track made ready for many positions: its line with the distance to each point, and the climb ahead of each profile point. */
export interface PreparedTrack {
  line: [number, number][];
  /** Metres along the line to each of its points. */
  alongM: number[];
  /** The track's length over the line's length: the line is simplified, the track's length counts every point. */
  kmPerLineMetre: number;
  lengthKm: number;
  climbM: number | null;
  profile: ProfilePoint[] | null;
  /** Metres of climb in the profile from each of its points to the end (only ups counted). */
  climbAhead: number[] | null;
}

export interface TrackPosition {
  /** Kilometres along the track to the nearest point of the line. */
  kmRidden: number;
  /** Kilometres from there to the end. */
  kmLeft: number;
  /** Metres from the rider to the nearest point of the line. */
  distanceFromLineM: number;
  /** More than OFF_ROUTE_M from the line. */
  offRoute: boolean;
  /** The nearest point of the line. */
  nearest: LatLon;
  /** Degrees clockwise from north, from the rider to the nearest point. */
  bearingDeg: number;
  direction: CompassPoint;
  /** Metres of climb from the nearest point to the end; null when the track has no elevations. */
  climbLeftM: number | null;
  /** The site's energy estimate (decision 007) for what is left; null without elevations. */
  energyLeft: EnergyEstimate[] | null;
}

export function prepareTrack(track: Pick<RouteTrack, "line" | "profile" | "stats">): PreparedTrack {
  const first = track.line[0];
  if (!first) throw new Error("prepareTrack needs a line with at least one point");
  // A line of one point is a line of no length, at that point.
  const line = track.line.length === 1 ? [first, first] : track.line;
  const alongM = [0];
  for (let index = 1; index < line.length; index++) {
    const [lat1, lon1] = line[index - 1] as [number, number];
    const [lat2, lon2] = line[index] as [number, number];
    alongM.push((alongM[index - 1] ?? 0) + haversineMetres(lat1, lon1, lat2, lon2));
  }
  const lineM = alongM[alongM.length - 1] ?? 0;
  const profile = track.profile && track.profile.length > 1 ? track.profile : null;
  let climbAhead: number[] | null = null;
  if (profile) {
    climbAhead = new Array<number>(profile.length).fill(0);
    for (let index = profile.length - 2; index >= 0; index--) {
      const up = Math.max(0, (profile[index + 1]?.ele ?? 0) - (profile[index]?.ele ?? 0));
      climbAhead[index] = (climbAhead[index + 1] ?? 0) + up;
    }
  }
  return {
    line,
    alongM,
    kmPerLineMetre: lineM > 0 ? track.stats.lengthKm / lineM : 0,
    lengthKm: track.stats.lengthKm,
    climbM: track.stats.climbM,
    profile,
    climbAhead,
  };
}

/** The nearest of eight compass points for a bearing in degrees. */
export function compassPoint(bearingDeg: number): CompassPoint {
  const normal = ((bearingDeg % 360) + 360) % 360;
  return COMPASS[Math.round(normal / 45) % 8] as CompassPoint;
}

/**
 * Metres of climb from `km` to the end. The profile's own ups are summed from there and scaled so that from
 * the start they make the route's climb as its figures state it (smoothed, with hysteresis, over every point
 * of the file): the figure the page shows at the start is the figure the rider reads before setting off.
 */
export function climbLeftFrom(track: PreparedTrack, km: number): number | null {
  const { profile, climbAhead, climbM } = track;
  if (!profile || !climbAhead || climbM === null) return null;
  const total = climbAhead[0] ?? 0;
  if (total <= 0) return 0;
  // The last profile point at or before km (binary search: km ascends).
  let low = 0;
  let high = profile.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((profile[middle]?.km ?? 0) <= km) low = middle;
    else high = middle - 1;
  }
  const from = profile[low] as ProfilePoint;
  const to = profile[low + 1];
  let raw: number;
  if (!to) raw = 0;
  else {
    const share = to.km > from.km ? Math.min(1, Math.max(0, (km - from.km) / (to.km - from.km))) : 1;
    const here = from.ele + share * (to.ele - from.ele);
    raw = Math.max(0, to.ele - here) + (climbAhead[low + 1] ?? 0);
  }
  return (raw / total) * climbM;
}

interface Pass {
  alongM: number;
  distanceM: number;
  nearest: LatLon;
  bearingDeg: number;
}

/**
 * Where `here` is on the track. On a line that passes the same place more than once, the pass chosen is the
 * one that best continues from `previousKm` (the last answer's kmRidden): going on costs what it gains,
 * going back costs three times as much. Without a previous answer, the earliest of those passes.
 */
export function locateOnTrack(track: PreparedTrack, here: LatLon, previousKm: number | null = null): TrackPosition {
  const passes = nearbyPasses(track, here);
  let chosen = passes[0] as Pass;
  if (previousKm !== null && track.kmPerLineMetre > 0) {
    const previousM = previousKm / track.kmPerLineMetre;
    const cost = (pass: Pass) => (pass.alongM >= previousM ? pass.alongM - previousM : (previousM - pass.alongM) * BACKWARD_COST);
    for (const pass of passes) if (cost(pass) < cost(chosen)) chosen = pass;
  }
  const kmRidden = Math.min(track.lengthKm, chosen.alongM * track.kmPerLineMetre);
  const kmLeft = Math.max(0, track.lengthKm - kmRidden);
  const climbLeftM = climbLeftFrom(track, kmRidden);
  return {
    kmRidden,
    kmLeft,
    distanceFromLineM: chosen.distanceM,
    offRoute: chosen.distanceM > OFF_ROUTE_M,
    nearest: chosen.nearest,
    bearingDeg: chosen.bearingDeg,
    direction: compassPoint(chosen.bearingDeg),
    climbLeftM,
    energyLeft: climbLeftM === null ? null : estimateEnergy(kmLeft, climbLeftM),
  };
}

/**
 * The passes of the line near `here`, in order along it: the segments within SAME_PLACE_M of the nearest
 * distance, each unbroken run of them being one pass, represented by its own nearest point.
 * Distances are measured on a plane tangent at `here` (equirectangular), exact enough within a few kilometres.
 */
function nearbyPasses(track: PreparedTrack, here: LatLon): Pass[] {
  const metresPerDegree = (Math.PI / 180) * 6_371_008.8;
  const xScale = Math.cos((here.lat * Math.PI) / 180) * metresPerDegree;
  const x = (lon: number) => (lon - here.lon) * xScale;
  const y = (lat: number) => (lat - here.lat) * metresPerDegree;
  const segments: { distanceM: number; share: number; qx: number; qy: number }[] = [];
  let nearestM = Number.POSITIVE_INFINITY;
  for (let index = 0; index < track.line.length - 1; index++) {
    const [lat1, lon1] = track.line[index] as [number, number];
    const [lat2, lon2] = track.line[index + 1] as [number, number];
    const ax = x(lon1);
    const ay = y(lat1);
    const dx = x(lon2) - ax;
    const dy = y(lat2) - ay;
    const squared = dx * dx + dy * dy;
    const share = squared > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / squared)) : 0;
    const qx = ax + share * dx;
    const qy = ay + share * dy;
    const distanceM = Math.hypot(qx, qy);
    segments.push({ distanceM, share, qx, qy });
    if (distanceM < nearestM) nearestM = distanceM;
  }
  const passes: Pass[] = [];
  let best: { index: number; distanceM: number; share: number; qx: number; qy: number } | null = null;
  const close = () => {
    if (!best) return;
    const { index, share, qx, qy, distanceM } = best;
    const [lat1, lon1] = track.line[index] as [number, number];
    const [lat2, lon2] = track.line[index + 1] as [number, number];
    const from = track.alongM[index] ?? 0;
    const to = track.alongM[index + 1] ?? from;
    const bearing = distanceM > 0 ? (Math.atan2(qx, qy) * 180) / Math.PI : 0;
    passes.push({
      alongM: from + share * (to - from),
      distanceM,
      nearest: { lat: lat1 + share * (lat2 - lat1), lon: lon1 + share * (lon2 - lon1) },
      bearingDeg: (bearing + 360) % 360,
    });
    best = null;
  };
  segments.forEach((segment, index) => {
    if (segment.distanceM > nearestM + SAME_PLACE_M) {
      close();
      return;
    }
    if (!best || segment.distanceM < best.distanceM) best = { index, ...segment };
  });
  close();
  return passes;
}
