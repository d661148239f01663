import { describe, expect, it } from "vitest";
import { metresBetween, trackEnds } from "./track-ends.ts";

// At 65° N one degree of latitude is about 111.2 km, so 0.0001° is about 11 m.
const start: [number, number] = [65.6, -20.3];
const north = (metres: number): [number, number] => [start[0] + metres / 111_195, start[1]];

describe("the markers at a track's ends", () => {
  it("measures metres on the ground", () => {
    expect(metresBetween(start, north(1000))).toBeCloseTo(1000, 0);
    expect(metresBetween(start, start)).toBe(0);
  });

  it("draws one combined start-and-end marker for a loop that ends where it began", () => {
    expect(trackEnds(start, start)).toEqual([{ kind: "start-end", position: start }]);
  });

  it("draws one combined marker when the ends are within 50 m", () => {
    expect(trackEnds(start, north(49))).toEqual([{ kind: "start-end", position: start }]);
  });

  it("draws a start and an end marker when the ends are further apart", () => {
    const end = north(51);
    expect(trackEnds(start, end)).toEqual([
      { kind: "start", position: start },
      { kind: "end", position: end },
    ]);
  });
});
