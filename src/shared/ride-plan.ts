/**
 * The pure arithmetic of "Hjólafært í dag?": where along a track the samples fall, when the rider passes each,
 * which way the rider is heading there and what the wind does to the rider. The server computes the answer with
 * it; the web app may reuse it (the battery plan).
 */
import { haversineMetres } from "./geo.ts";
import { SAMPLE_EVERY_KM } from "./ride-today.ts";

const RADIANS = Math.PI / 180;

/** Initial great-circle bearing from one point to another, degrees clockwise from north in [0, 360). */
export function bearingDegrees(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const φ1 = lat1 * RADIANS;
  const φ2 = lat2 * RADIANS;
  const Δλ = (lon2 - lon1) * RADIANS;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const degrees = Math.atan2(y, x) / RADIANS;
  return (degrees + 360) % 360;
}

/**
 * The wind as the rider feels it, m/s: `headwind` positive against the rider (negative is a tailwind),
 * `crosswind` positive from the rider's right. `windFrom` is where the wind blows from, `heading` where the
 * rider goes, both degrees clockwise from north.
 */
export function windComponents(windSpeed: number, windFrom: number, heading: number): { headwind: number; crosswind: number } {
  const relative = (windFrom - heading) * RADIANS;
  return { headwind: windSpeed * Math.cos(relative), crosswind: windSpeed * Math.sin(relative) };
}

/** The wind's direction relative to the direction of travel, degrees in [0, 360): 0 = straight at the rider, 180 = from behind. */
export function relativeWindFrom(windFrom: number, heading: number): number {
  return (((windFrom - heading) % 360) + 360) % 360;
}

/** One sample point along the route before its weather is known. */
export interface SamplePoint {
  km: number;
  lat: number;
  lon: number;
  /** Direction of travel there; null without a track. */
  heading: number | null;
}

/** Where along `line` ([lat, lon] pairs) a distance falls, with the cumulative kilometres of each point. */
function measure(line: readonly (readonly [number, number])[]): number[] {
  const km = [0];
  for (let index = 1; index < line.length; index += 1) {
    const [lat1, lon1] = line[index - 1] as readonly [number, number];
    const [lat2, lon2] = line[index] as readonly [number, number];
    km.push((km[index - 1] as number) + haversineMetres(lat1, lon1, lat2, lon2) / 1000);
  }
  return km;
}

function pointAt(line: readonly (readonly [number, number])[], km: readonly number[], at: number): [number, number] {
  let index = 1;
  while (index < km.length - 1 && (km[index] as number) < at) index += 1;
  const [lat1, lon1] = line[index - 1] as readonly [number, number];
  const [lat2, lon2] = line[index] as readonly [number, number];
  const from = km[index - 1] as number;
  const span = (km[index] as number) - from;
  const share = span > 0 ? Math.min(1, Math.max(0, (at - from) / span)) : 0;
  return [lat1 + (lat2 - lat1) * share, lon1 + (lon2 - lon1) * share];
}

/** Half the stretch of track a sample's heading is measured over, km: long enough to ignore a zig-zag of the line. */
const HEADING_SPAN_KM = 0.5;

/**
 * Samples every SAMPLE_EVERY_KM kilometres from the start (0, 5, 10, …) and one at the end, along a track's
 * line. `lengthKm` is the track's measured length (the simplified line is a little shorter): the line's own
 * distances are stretched to it, so times of passage follow the real distance.
 */
export function samplePoints(line: readonly (readonly [number, number])[], lengthKm: number): SamplePoint[] {
  if (line.length === 0) return [];
  const km = measure(line);
  const lineKm = km[km.length - 1] as number;
  if (line.length === 1 || lineKm === 0) {
    const [lat, lon] = line[0] as readonly [number, number];
    return [{ km: 0, lat, lon, heading: null }];
  }
  const total = lengthKm > 0 ? lengthKm : lineKm;
  const scale = lineKm / total;
  const marks: number[] = [];
  for (let at = 0; at < total - 0.05; at += SAMPLE_EVERY_KM) marks.push(at);
  marks.push(total);
  return marks.map((at) => {
    const onLine = at * scale;
    const [lat, lon] = pointAt(line, km, onLine);
    const [fromLat, fromLon] = pointAt(line, km, Math.max(0, onLine - HEADING_SPAN_KM));
    const [toLat, toLon] = pointAt(line, km, Math.min(lineKm, onLine + HEADING_SPAN_KM));
    return { km: Math.round(at * 10) / 10, lat, lon, heading: bearingDegrees(fromLat, fromLon, toLat, toLon) };
  });
}

/** The moment the rider passes `km` kilometres, starting at `start` (HH:MM, UTC) on `date` (YYYY-MM-DD) at `speedKmh`; whole minutes. */
export function passageTime(date: string, start: string, speedKmh: number, km: number): Date {
  const startMs = Date.parse(`${date}T${start}:00Z`);
  return new Date(startMs + Math.round((km / speedKmh) * 60) * 60_000);
}
