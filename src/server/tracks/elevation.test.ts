import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SMOOTHING_HALF_WINDOW_M, smoothElevations } from "./elevation.ts";

/** The definition, point by point over every other point: quadratic, so only for short tracks. */
function referenceSmoothing(distances: number[], elevations: number[], halfWindow = SMOOTHING_HALF_WINDOW_M): number[] {
  return distances.map((here, index) => {
    let weighted = 0;
    let weights = 0;
    distances.forEach((there, other) => {
      const apart = Math.abs(there - here);
      if (apart > halfWindow) return;
      const weight = 1 - apart / (halfWindow + 1e-9);
      weighted += weight * (elevations[other] ?? 0);
      weights += weight;
    });
    return weights > 0 ? weighted / weights : (elevations[index] ?? 0);
  });
}

/** Random tracks: steps along the track (many of them zero, some wider than the window) and heights. */
const track = fc
  .array(
    fc.record({
      step: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), fc.integer({ min: 0, max: 5 })),
      ele: fc.double({ min: -500, max: 9000, noNaN: true }),
    }),
    { minLength: 1, maxLength: 400 },
  )
  .chain((steps) =>
    fc.constantFrom(0, 1e4, 4e7).map((offset) => {
      let along = offset;
      const distances = steps.map(({ step }, index) => {
        if (index > 0) along += step;
        return along;
      });
      return { distances, elevations: steps.map(({ ele }) => ele) };
    }),
  );

describe("smoothElevations", () => {
  it("gives what the point-by-point definition gives, on random tracks", () => {
    fc.assert(
      fc.property(track, fc.constantFrom(SMOOTHING_HALF_WINDOW_M, 5, 1000), ({ distances, elevations }, halfWindow) => {
        const fast = smoothElevations(distances, elevations, halfWindow);
        const reference = referenceSmoothing(distances, elevations, halfWindow);
        expect(fast).toHaveLength(reference.length);
        fast.forEach((value, index) => {
          expect(Math.abs(value - (reference[index] ?? Number.NaN))).toBeLessThan(1e-6);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("smooths 200,000 points at one place, and 200,000 points a centimetre apart, in linear time", () => {
    const count = 200_000;
    const heights = Array.from({ length: count }, (_unused, index) => 100 + (index % 7));
    const mean = heights.reduce((sum, height) => sum + height, 0) / count;
    const onePlace = smoothElevations(new Array<number>(count).fill(0), heights);
    expect(onePlace.every((height) => Math.abs(height - mean) < 1e-6)).toBe(true);
    // 20,000 points in every window: a point-by-point average would sum four billion terms.
    const dense = smoothElevations(
      Array.from({ length: count }, (_unused, index) => index / 100),
      heights,
    );
    expect(dense).toHaveLength(count);
    expect(Math.abs((dense[count / 2] ?? 0) - mean)).toBeLessThan(0.01);
  });
});
