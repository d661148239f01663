/**
 * A route's track as the server computes it from an uploaded GPX file and as
 * the route page and the admin's preview read it. The server parses, smooths,
 * simplifies and measures; the browser only draws. Distances along the track
 * are in kilometres, heights in metres, coordinates in WGS 84 degrees.
 */

/**
 * Optional request header of the PUT and preview calls: the file's name on the
 * admin's computer, URI-encoded (encodeURIComponent). Kept in the audit trail.
 */
export const GPX_FILE_NAME_HEADER = "x-file-name";

/** The largest GPX file accepted, in bytes (10 MB). */
export const MAX_GPX_BYTES = 10 * 1024 * 1024;
/** The most track or route points a GPX file may hold. */
export const MAX_GPX_POINTS = 200_000;

/** One point of the elevation profile: where along the track, how high, and where on the map. */
export interface ProfilePoint {
  /** Kilometres from the start. */
  km: number;
  /** Smoothed height in metres. */
  ele: number;
  lat: number;
  lon: number;
}

export interface TrackStats {
  /** Length of the track in kilometres (every point, not the simplified line). */
  lengthKm: number;
  /** Total climb and descent in metres after smoothing; null when the file has no elevations. */
  climbM: number | null;
  descentM: number | null;
  highestM: number | null;
  lowestM: number | null;
  /** Steepest gradient sustained over at least 100 m, in per cent (positive uphill); null without elevations. */
  steepestGradePct: number | null;
}

export type AssistLevel = "low" | "medium" | "high";

/** Estimated battery energy the route needs at one assist level (see docs/decisions for the model). */
export interface EnergyEstimate {
  assist: AssistLevel;
  wattHours: number;
}

/** Battery sizes the route page compares the estimate with, in watt-hours. */
export const BATTERY_SIZES_WH = [500, 625, 750] as const;

/**
 * One row of GET /api/routes/figures, the list page's compact copy of the track figures (docs/decisions/043):
 * [route id, track length in km to one decimal, climb in whole metres, battery watt-hours at medium assist].
 * The climb and the energy are null when the track has no elevations. Routes without a track have no row.
 */
export type RouteFiguresRow = [routeId: number, lengthKm: number, climbM: number | null, mediumWh: number | null];

export interface RouteTrack {
  routeId: number;
  /** The simplified line for the map, [lat, lon] pairs, at most about 2,000. */
  line: [number, number][];
  start: [number, number];
  end: [number, number];
  /** Null when the file has no elevations: then there is no profile, and nothing is invented. */
  profile: ProfilePoint[] | null;
  stats: TrackStats;
  /** Null when there are no elevations (the model needs the climb). */
  energy: EnergyEstimate[] | null;
  /** The download's file name, made from the route's name, e.g. "kjolur.gpx". */
  fileName: string;
}

/** What the admin's form gets back when a GPX file is chosen, before anything is stored. */
export interface TrackPreview {
  line: [number, number][];
  start: [number, number];
  end: [number, number];
  stats: TrackStats;
}

/** A route's own distance and start point as a track gives them: kilometres to one decimal (at least 0.1), degrees to five (about a metre). */
export interface RouteFiguresFromTrack {
  distance: number;
  lat: number;
  lng: number;
}

export function routeFiguresFromTrack({ stats, start }: Pick<TrackPreview, "stats" | "start">): RouteFiguresFromTrack {
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  return { distance: round(Math.max(stats.lengthKm, 0.1), 1), lat: round(start[0], 5), lng: round(start[1], 5) };
}

/**
 * The answer to the admin's upload of a track (PUT /api/routes/{id}/track). A track never changes the route's
 * own distance and start point: `routeUpdated` is false, and `suggested` gives the track's figures, which the
 * admin's form proposes (and the admin saves, or not, with the route's other fields).
 */
export interface TrackUploadAnswer {
  message: string;
  track: RouteTrack;
  routeUpdated: false;
  suggested: RouteFiguresFromTrack;
}
