import fc from "fast-check";
import simplify from "simplify-js";
import { describe, expect, it } from "vitest";
import { simplifyPlanar } from "./simplify-line.ts";
import { MAX_LINE_POINTS, simplifyLine } from "./track-analysis.ts";

/** Random walks: what a recorded track looks like on the plane, with repeated points and sharp turns. */
const walk = fc
  .array(fc.record({ dx: fc.double({ min: -1, max: 1, noNaN: true }), dy: fc.double({ min: -1, max: 1, noNaN: true }), still: fc.boolean() }), {
    minLength: 0,
    maxLength: 300,
  })
  .map((steps) => {
    let x = 0;
    let y = 0;
    return steps.map(({ dx, dy, still }) => {
      if (!still) {
        x += dx;
        y += dy;
      }
      return { x, y };
    });
  });

describe("simplifyPlanar", () => {
  it("keeps the same points as simplify-js on random lines", () => {
    fc.assert(
      fc.property(walk, fc.constantFrom(0.01, 0.3, 1, 5), (points, tolerance) => {
        expect(simplifyPlanar(points, tolerance)).toEqual(simplify(points, tolerance, false));
      }),
      { numRuns: 300 },
    );
  });

  it("simplifies a 200,000-point zig-zag without overflowing the stack, within the tolerance", () => {
    const zigZag = Array.from({ length: 200_000 }, (_unused, index) => ({ x: index, y: index % 2 }));
    const simplified = simplifyPlanar(zigZag, 0.5);
    // Every top and bottom is 1 from the line through its neighbours: all are kept.
    expect(simplified).toHaveLength(200_000);
    expect(simplifyPlanar(zigZag, 1)).toEqual([zigZag[0], zigZag.at(-1)]);
  }, 60_000);

  it("gives a 200,000-point zig-zag track a line for the map", () => {
    const points = Array.from({ length: 200_000 }, (_unused, index) => ({
      lat: 64 + index * 0.00001,
      lon: -20 + (index % 2) * 0.0001,
      ele: null,
      startsSegment: index === 0,
    }));
    const line = simplifyLine(points);
    expect(line.length).toBeGreaterThanOrEqual(2);
    expect(line.length).toBeLessThanOrEqual(MAX_LINE_POINTS);
    expect(line[0]).toEqual([64, -20]);
    expect(line.at(-1)).toEqual([65.99999, -19.9999]);
  }, 60_000);
});
