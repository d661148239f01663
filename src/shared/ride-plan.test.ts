import { describe, expect, it } from "vitest";
import { haversineMetres } from "./geo.ts";
import { bearingDegrees, passageTime, relativeWindFrom, samplePoints, windComponents } from "./ride-plan.ts";

describe("bearing", () => {
  it("is 0 riding north, 90 east, 180 south and 270 west", () => {
    expect(bearingDegrees(64, -21, 64.1, -21)).toBeCloseTo(0, 6);
    expect(bearingDegrees(0, 10, 0, 10.1)).toBeCloseTo(90, 6);
    expect(bearingDegrees(64.1, -21, 64, -21)).toBeCloseTo(180, 6);
    expect(bearingDegrees(0, 10.1, 0, 10)).toBeCloseTo(270, 6);
  });
});

describe("wind against the rider", () => {
  it("a north wind on a rider riding north is all headwind", () => {
    const { headwind, crosswind } = windComponents(12, 0, 0);
    expect(headwind).toBeCloseTo(12, 9);
    expect(crosswind).toBeCloseTo(0, 9);
  });
  it("a north wind on a rider riding east is all crosswind, from the left", () => {
    const { headwind, crosswind } = windComponents(12, 0, 90);
    expect(headwind).toBeCloseTo(0, 9);
    expect(crosswind).toBeCloseTo(-12, 9);
  });
  it("a north wind on a rider riding south is all tailwind, and on one riding west comes from the right", () => {
    expect(windComponents(12, 0, 180).headwind).toBeCloseTo(-12, 9);
    expect(windComponents(12, 0, 270).crosswind).toBeCloseTo(12, 9);
  });
  it("a wind 60° off the nose is half head, most of it across", () => {
    const { headwind, crosswind } = windComponents(10, 60, 0);
    expect(headwind).toBeCloseTo(5, 9);
    expect(crosswind).toBeCloseTo(8.660254, 5);
    expect(relativeWindFrom(60, 0)).toBe(60);
    expect(relativeWindFrom(10, 350)).toBe(20);
  });
});

describe("time of passage", () => {
  it("is the start plus distance over pace, in UTC whatever the machine's zone", () => {
    expect(passageTime("2026-11-29", "09:00", 18, 0).toISOString()).toBe("2026-11-29T09:00:00.000Z");
    expect(passageTime("2026-11-29", "09:00", 18, 15).toISOString()).toBe("2026-11-29T09:50:00.000Z");
    expect(passageTime("2026-11-29", "23:30", 20, 20).toISOString()).toBe("2026-11-30T00:30:00.000Z");
  });
});

describe("samples along a track", () => {
  // Straight north about 12.2 km, then east: 0.11° of latitude is about 12.2 km.
  const line: [number, number][] = [
    [64, -21],
    [64.11, -21],
    [64.11, -20.8],
  ];
  const lineKm = (haversineMetres(64, -21, 64.11, -21) + haversineMetres(64.11, -21, 64.11, -20.8)) / 1000;

  it("falls every 5 km from the start and at the end", () => {
    const samples = samplePoints(line, lineKm);
    expect(samples.map((sample) => sample.km)).toEqual([0, 5, 10, 15, 20, Math.round(lineKm * 10) / 10]);
    expect(samples[0]).toMatchObject({ lat: 64, lon: -21 });
    expect(samples.at(-1)?.lat).toBeCloseTo(64.11, 9);
    expect(samples.at(-1)?.lon).toBeCloseTo(-20.8, 9);
  });

  it("heads north on the first leg and east on the second", () => {
    const samples = samplePoints(line, lineKm);
    expect(samples[1]?.heading).toBeCloseTo(0, 3);
    expect(samples[4]?.heading).toBeGreaterThan(85);
    expect(samples[4]?.heading).toBeLessThan(95);
  });

  it("stretches the line to the track's measured length", () => {
    const samples = samplePoints(line, lineKm * 2);
    expect(samples.at(-1)?.km).toBeCloseTo(lineKm * 2, 1);
    // 5 km of 2× the line is 2.5 km along the line.
    expect(haversineMetres(64, -21, samples[1]?.lat ?? 0, samples[1]?.lon ?? 0) / 1000).toBeCloseTo(2.5, 2);
  });

  it("does not add a sample a few metres before the end", () => {
    expect(
      samplePoints(
        [
          [64, -21],
          [64 + 10 / 111.2, -21],
        ],
        10.02,
      ).map((sample) => sample.km),
    ).toEqual([0, 5, 10]);
  });

  it("gives one point without a heading for a single point", () => {
    expect(samplePoints([[64, -21]], 0)).toEqual([{ km: 0, lat: 64, lon: -21, heading: null }]);
    expect(samplePoints([], 0)).toEqual([]);
  });
});
