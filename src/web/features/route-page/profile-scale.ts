import type { ProfilePoint } from "../../../shared/track.ts";

/** A round step (1, 2 or 5 times a power of ten) that cuts a range into about `count` parts. */
export function niceStep(range: number, count: number): number {
  if (!(range > 0)) return 1;
  const raw = range / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / magnitude;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * magnitude;
}

/** Round tick values from min to max, inclusive where they fall on a step. */
export function ticks(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) values.push(Number(value.toPrecision(12)));
  return values;
}

/**
 * The heights shown on the y axis: whole steps around the lowest and highest
 * point, and at least 40 m tall so a flat route does not look like a mountain.
 */
export function heightRange(profile: readonly ProfilePoint[]): { min: number; max: number; step: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const point of profile) {
    low = Math.min(low, point.ele);
    high = Math.max(high, point.ele);
  }
  if (high - low < 40) {
    const middle = (high + low) / 2;
    low = middle - 20;
    high = middle + 20;
  }
  const step = niceStep(high - low, 4);
  return { min: Math.floor(low / step) * step, max: Math.ceil(high / step) * step, step };
}

/** The index of the profile point nearest to `km` (the points are in order along the track). */
export function nearestIndex(profile: readonly ProfilePoint[], km: number): number {
  let low = 0;
  let high = profile.length - 1;
  if (high < 0) return -1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((profile[middle] as ProfilePoint).km < km) low = middle;
    else high = middle;
  }
  const before = profile[low] as ProfilePoint;
  const after = profile[high] as ProfilePoint;
  return Math.abs(km - before.km) <= Math.abs(after.km - km) ? low : high;
}
