import { describe, expect, it } from "vitest";
import { energyParameters, estimateEnergy } from "./energy-model.ts";

describe("estimateEnergy (cases worked by hand)", () => {
  it("10 km with 500 m of climb", () => {
    // m·g = 105 × 9.81 = 1030.05 N
    // rolling = 0.015 × 1030.05 × 10,000 m  = 154,507.5 J
    // gravity = 1030.05 × 500 m             = 515,025 J
    // air     = 0.5 × 1.25 × 0.55 × 5² × 10,000 = 85,937.5 J
    // wheel   = 755,470 J; crank = 755,470 / 0.95 = 795,231.6 J
    // low:    share 0.6/1.6 = 0.375  → 0.375 × 795,231.6 / 0.8 / 3600 = 103.55 Wh → 104
    // medium: share 1.4/2.4 = 0.5833 → 0.5833 × 795,231.6 / 0.8 / 3600 = 161.08 Wh → 161
    // high:   share 3.4/4.4 = 0.7727 → 0.7727 × 795,231.6 / 0.8 / 3600 = 213.37 Wh → 213
    expect(estimateEnergy(10, 500)).toEqual([
      { assist: "low", wattHours: 104 },
      { assist: "medium", wattHours: 161 },
      { assist: "high", wattHours: 213 },
    ]);
  });

  it("40 km on the flat", () => {
    // rolling = 0.015 × 1030.05 × 40,000 = 618,030 J
    // air     = 0.5 × 1.25 × 0.55 × 25 × 40,000 = 343,750 J
    // crank   = 961,780 / 0.95 = 1,012,400 J
    // low 0.375 × 1,012,400 / 0.8 / 3600 = 131.82 → 132; medium 0.58333 × … = 205.07 → 205; high 0.77273 × … = 271.64 → 272
    expect(estimateEnergy(40, 0).map((estimate) => estimate.wattHours)).toEqual([132, 205, 272]);
  });

  it("a climb alone: 1000 m straight up", () => {
    // gravity = 1030.05 × 1000 = 1,030,050 J; crank = 1,084,263.2 J
    // low 0.375 × 1,084,263.2 / 0.8 / 3600 = 141.18 → 141; medium 219.61 → 220; high 290.91 → 291
    expect(estimateEnergy(0, 1000).map((estimate) => estimate.wattHours)).toEqual([141, 220, 291]);
  });

  it("grows with length and climb, and more assist draws more from the battery", () => {
    const [low, medium, high] = estimateEnergy(25, 600).map((estimate) => estimate.wattHours);
    expect(low).toBeLessThan(medium ?? 0);
    expect(medium).toBeLessThan(high ?? 0);
    expect(estimateEnergy(26, 600)[0]?.wattHours).toBeGreaterThan(low ?? 0);
    expect(estimateEnergy(25, 700)[0]?.wattHours).toBeGreaterThan(low ?? 0);
  });

  it("uses a support ratio per level that matches the shares in the decision record", () => {
    expect(energyParameters.supportRatio).toEqual({ low: 0.6, medium: 1.4, high: 3.4 });
  });
});
