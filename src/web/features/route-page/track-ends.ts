/** Start and end closer than this are one place on the map: a loop, or a ride back to where it began. */
export const SAME_PLACE_METRES = 50;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two [lat, lon] points, in metres (haversine). */
export function metresBetween([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TrackEnd = { kind: "start" | "end" | "start-end"; position: [number, number] };

/**
 * The markers at a track's ends: a start and an end marker, or, when the two are within SAME_PLACE_METRES,
 * one combined start-and-end marker at the start, so the end marker is not hidden under the start marker.
 */
export function trackEnds(start: [number, number], end: [number, number]): TrackEnd[] {
  if (metresBetween(start, end) <= SAME_PLACE_METRES) return [{ kind: "start-end", position: start }];
  return [
    { kind: "start", position: start },
    { kind: "end", position: end },
  ];
}
