import { describe, expect, it } from "vitest";
import type { ProfilePoint } from "../../../shared/track.ts";
import { heightRange, nearestIndex, niceStep, ticks } from "./profile-scale.ts";

const at = (km: number, ele = 0): ProfilePoint => ({ km, ele, lat: 64, lon: -20 });

describe("profile scale", () => {
  it("picks round steps", () => {
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(1800, 4)).toBe(500);
    expect(niceStep(3, 4)).toBe(1);
    expect(niceStep(0.5, 4)).toBe(0.2);
  });

  it("lists ticks on the steps inside the range", () => {
    expect(ticks(0, 12.3, 5)).toEqual([0, 5, 10]);
    expect(ticks(0.2, 1, 0.2)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it("frames the heights in whole steps, at least 40 m tall", () => {
    expect(heightRange([at(0, 112), at(1, 487)])).toEqual({ min: 100, max: 500, step: 100 });
    const flat = heightRange([at(0, 50), at(1, 52)]);
    expect(flat.max - flat.min).toBeGreaterThanOrEqual(40);
    expect(flat.min).toBeLessThanOrEqual(50);
    expect(flat.max).toBeGreaterThanOrEqual(52);
  });

  it("finds the nearest point by distance", () => {
    const profile = [at(0), at(0.5), at(2), at(2.1), at(7)];
    expect(nearestIndex(profile, -1)).toBe(0);
    expect(nearestIndex(profile, 0.2)).toBe(0);
    expect(nearestIndex(profile, 0.3)).toBe(1);
    expect(nearestIndex(profile, 2.06)).toBe(3);
    expect(nearestIndex(profile, 4.5)).toBe(3);
    expect(nearestIndex(profile, 99)).toBe(4);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});
