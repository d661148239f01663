import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Point, spreadPins } from "./spread-pins.ts";

const PIN = { width: 28, height: 37 };
const overlap = (a: Point, b: Point) => Math.abs(a.x - b.x) < PIN.width && Math.abs(a.y - b.y) < PIN.height;

describe("spreadPins", () => {
  it("leaves pins that are already apart exactly where they are", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(spreadPins(points, PIN)).toEqual(points);
  });

  it("moves the second of two pins on one spot to the nearest free place, and keeps the first", () => {
    const [first, second] = spreadPins(
      [
        { x: 50, y: 50 },
        { x: 50, y: 50 },
      ],
      PIN,
    );
    expect(first).toEqual({ x: 50, y: 50 });
    expect(second && first && overlap(first, second)).toBe(false);
    // One ring out: no further than a pin's size.
    expect(Math.hypot((second?.x ?? 0) - 50, (second?.y ?? 0) - 50)).toBeLessThanOrEqual(PIN.height);
  });

  it("never lets two pins of a crowd of up to 150 cover each other, and gives the same answer every time", () => {
    const crowd = fc.array(fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 300 }) }), { maxLength: 150 });
    fc.assert(
      fc.property(crowd, (points) => {
        const spread = spreadPins(points, PIN);
        expect(spread).toHaveLength(points.length);
        for (let i = 0; i < spread.length; i += 1) {
          for (let j = i + 1; j < spread.length; j += 1) {
            expect(overlap(spread[i] as Point, spread[j] as Point), `pins ${i} and ${j}`).toBe(false);
          }
        }
        expect(spreadPins(points, PIN)).toEqual(spread);
      }),
      { numRuns: 100 },
    );
  });

  it("keeps pins clear of a button over the map", () => {
    const button = { left: 300, top: 10, right: 400, bottom: 50 };
    const [pin] = spreadPins([{ x: 350, y: 40 }], PIN, [button]);
    const clear = (pin?.x ?? 0) + PIN.width / 2 <= button.left || (pin?.y ?? 0) - PIN.height >= button.bottom || (pin?.y ?? 0) <= button.top;
    expect(clear).toBe(true);
  });
});
