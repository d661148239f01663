import { describe, expect, it } from "vitest";
import { climbAndDescent, smoothElevations, steepestGradient } from "./elevation.ts";
import { parseGpx } from "./gpx-parser.ts";
import { hills, type SyntheticGpxOptions, syntheticGpx } from "./test-support/synthetic-gpx.ts";
import { analyseTrack, MAX_LINE_POINTS, MAX_PROFILE_POINTS, simplifyLine } from "./track-analysis.ts";

const analyse = (options: SyntheticGpxOptions) => {
  const synthetic = syntheticGpx(options);
  return { ...synthetic, analysis: analyseTrack(parseGpx(new TextEncoder().encode(synthetic.gpx))) };
};

describe("analyseTrack on synthetic tracks", () => {
  it("measures length over every point, leaving out the gaps between segments", () => {
    const { analysis, lengthM } = analyse({ points: 1001, segments: 4, stepM: 10 });
    // 1001 points in 4 segments: 997 steps of 10 m are ridden, the 3 gaps are not.
    expect(lengthM).toBe(9970);
    expect(analysis.stats.lengthKm).toBeCloseTo(9.97, 2);
  });

  it("keeps the climb of a noisy synthetic track within 5 % of the true climb", () => {
    // 12 km with 3 hills of 150 m: the true climb is 450 m. Noise of σ = 3 m at every 10 m would add
    // thousands of metres if every wiggle counted.
    const lengthM = 12_000;
    const { analysis, climbM } = analyse({ points: lengthM / 10 + 1, stepM: 10, elevation: hills(lengthM, 3, 150), noiseM: 3, seed: 7 });
    expect(climbM).toBeCloseTo(450, 6);
    const climb = analysis.stats.climbM ?? Number.NaN;
    expect(Math.abs(climb - 450) / 450).toBeLessThan(0.05);
    expect(Math.abs((analysis.stats.descentM ?? Number.NaN) - 450) / 450).toBeLessThan(0.05);
    expect(analysis.stats.highestM).toBeGreaterThan(240);
    expect(analysis.stats.highestM).toBeLessThan(256);
    expect(analysis.stats.lowestM).toBeGreaterThan(94);
    expect(analysis.stats.lowestM).toBeLessThan(106);
  });

  it.each([1, 2, 3, 4])("keeps a noisy climb within 5 %% with noise seed %i", (seed) => {
    const { analysis } = analyse({ points: 2001, stepM: 5, elevation: hills(10_000, 2, 200), noiseM: 4, seed });
    expect(Math.abs((analysis.stats.climbM ?? Number.NaN) - 400) / 400).toBeLessThan(0.05);
  });

  it("finds next to no climb on a flat synthetic track with the same noise", () => {
    const { analysis } = analyse({ points: 1001, stepM: 10, elevation: () => 50, noiseM: 3, seed: 11 });
    expect(analysis.stats.climbM).toBeLessThan(10);
  });

  it("finds the steepest gradient held over 100 m, uphill positive", () => {
    // Flat for 1 km, then 8 % up for 500 m, then flat again.
    const elevation = (along: number) => 100 + Math.min(Math.max(along - 1000, 0), 500) * 0.08;
    const { analysis } = analyse({ points: 301, stepM: 10, elevation });
    expect(analysis.stats.steepestGradePct).toBeCloseTo(8, 0);
    expect(analysis.stats.climbM).toBe(40);
  });

  it("gives no profile, climb or gradient when the file has no elevations, and still the length and line", () => {
    const { analysis } = analyse({ points: 50, elevation: null });
    expect(analysis.profile).toBeNull();
    expect(analysis.stats).toEqual({ lengthKm: 0.49, climbM: null, descentM: null, highestM: null, lowestM: null, steepestGradePct: null });
    expect(analysis.line.length).toBeGreaterThanOrEqual(2);
    expect(analysis.start).toEqual([64.5, -20.5]);
  });

  it("bounds a long track's line and profile, keeping its ends", () => {
    // A synthetic winding line of 50,000 points, so simplification has curves to keep.
    const points = Array.from({ length: 50_000 }, (_unused, index) => ({
      lat: 64 + index * 0.00002 + Math.sin(index / 300) * 0.001,
      lon: -20 + Math.sin(index / 700) * 0.002,
      ele: 100 + Math.sin(index / 500) * 50,
      startsSegment: index === 0,
    }));
    const analysis = analyseTrack(points);
    expect(analysis.line.length).toBeLessThanOrEqual(MAX_LINE_POINTS);
    expect(analysis.line[0]).toEqual([64, -20]);
    expect(analysis.line.at(-1)).toEqual(analysis.end);
    const profile = analysis.profile ?? [];
    expect(profile.length).toBeLessThanOrEqual(MAX_PROFILE_POINTS);
    expect(profile.length).toBeGreaterThan(MAX_PROFILE_POINTS * 0.9);
    expect(profile[0]).toMatchObject({ km: 0, lat: 64, lon: -20 });
    expect(profile.at(-1)?.km).toBeCloseTo(analysis.stats.lengthKm, 3);
    for (let index = 1; index < profile.length; index++) expect(profile[index]?.km).toBeGreaterThan(profile[index - 1]?.km ?? 0);
  });

  it("leaves a short line as it is", () => {
    const points = [
      { lat: 64, lon: -20, ele: null, startsSegment: true },
      { lat: 64.01, lon: -20.02, ele: null, startsSegment: false },
      { lat: 64.02, lon: -20, ele: null, startsSegment: false },
    ];
    expect(simplifyLine(points)).toEqual([
      [64, -20],
      [64.01, -20.02],
      [64.02, -20],
    ]);
  });
});

describe("elevation helpers", () => {
  it("averages heights over a window of distance", () => {
    // Window ±100 m: at 50 m the points at 0 and 100 m weigh 0.5 each, the point itself 1 → (5 + 20 + 15) / 2 = 20;
    // at 0 m: (10 + 0.5 × 20) / 1.5 = 13.33; the point at 300 m is alone in its window.
    const smoothed = smoothElevations([0, 50, 100, 300], [10, 20, 30, 40], 100);
    expect(smoothed.map((height) => Math.round(height * 100) / 100)).toEqual([13.33, 20, 26.67, 40]);
  });

  it("counts climb only past the threshold, and the rest at the finish", () => {
    // Wiggles under 5 m are noise; 110 is a top once the height falls 5 m from it (+10 from 100), the fall
    // to 100 is counted at the finish (−10), and so is the last 2 m up (+2).
    expect(climbAndDescent([100, 103, 101, 104, 102, 110, 100, 102], 5)).toEqual({ climb: 12, descent: 10 });
    // A top counts whole: up 3 m at a time to 120, down to 100, up to 109.
    expect(climbAndDescent([100, 103, 106, 109, 112, 115, 118, 120, 117, 110, 100, 104, 109], 5)).toEqual({ climb: 29, descent: 20 });
  });

  it("has no steepest gradient on a track shorter than 100 m", () => {
    expect(steepestGradient([0, 50, 99], [0, 5, 10])).toBeNull();
    // 0→100 m: +10 %; 50→200 m: −7/150; 100→200 m: −12 %, the steepest.
    expect(steepestGradient([0, 50, 100, 200], [0, 5, 10, -2])).toBe(-12);
  });
});
