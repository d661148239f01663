import exifReader from "exif-reader";
import sharp from "sharp";
import { haversineMetres } from "../../shared/geo.ts";

/** Where and on which day a photo says it was taken, read from its EXIF block; either may be unknown. */
export interface PhotoClues {
  position: { lat: number; lon: number } | null;
  /** YYYY-MM-DD of the camera's own clock. */
  day: string | null;
}

/**
 * Reads the photo's GPS position and the day it was taken, before the pipeline drops every metadata
 * block. Only the flags computed from them are stored, never the clues themselves. A photo without
 * EXIF, or with a block that cannot be read, has no clues.
 */
export async function readPhotoClues(photo: Buffer): Promise<PhotoClues> {
  try {
    const { exif } = await sharp(photo, { limitInputPixels: false }).metadata();
    if (!exif) return { position: null, day: null };
    const tags = exifReader(exif);
    const gps = tags.GPSInfo;
    const lat = degrees(gps?.GPSLatitude, gps?.GPSLatitudeRef, "S");
    const lon = degrees(gps?.GPSLongitude, gps?.GPSLongitudeRef, "W");
    const taken = tags.Photo?.DateTimeOriginal ?? tags.Image?.DateTime;
    const day = taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString().slice(0, 10) : null;
    return { position: lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null, day };
  } catch {
    return { position: null, day: null };
  }
}

function degrees(parts: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(parts) || parts.length === 0 || !parts.every((part) => typeof part === "number" && Number.isFinite(part))) return null;
  const [d = 0, m = 0, s = 0] = parts as number[];
  const value = d + m / 60 + s / 3600;
  return ref === negative ? -value : value;
}

/**
 * The shortest distance in metres from a point to a line of [lat, lon] points (or a single point):
 * each segment is measured on a local flat projection, which is close enough at a few kilometres.
 */
export function distanceToLine(point: { lat: number; lon: number }, line: readonly (readonly [number, number])[]): number {
  if (line.length === 0) return Number.POSITIVE_INFINITY;
  const [first] = line;
  if (line.length === 1 && first) return haversineMetres(point.lat, point.lon, first[0], first[1]);
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLon = 111_320 * Math.cos((point.lat * Math.PI) / 180);
  const project = ([lat, lon]: readonly [number, number]) => [(lon - point.lon) * metresPerDegreeLon, (lat - point.lat) * metresPerDegreeLat] as const;
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < line.length; index++) {
    const a = project(line[index - 1] as readonly [number, number]);
    const b = project(line[index] as readonly [number, number]);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(a[0] + t * dx, a[1] + t * dy));
  }
  return best;
}
