import { describe, expect, it } from "vitest";
import type { RideSample } from "./ride-today.ts";
import { RIDE_THRESHOLDS, rideVerdict, type VerdictInput } from "./ride-verdict.ts";

function sample(fields: Partial<RideSample> = {}): RideSample {
  return {
    km: 0,
    time: "2026-11-29T10:00:00Z",
    lat: 64,
    lon: -21,
    heading: 0,
    windSpeed: 3,
    windGust: 5,
    windFrom: 0,
    headwind: 3,
    crosswind: 0,
    temperature: 8,
    precipitation: 0,
    ...fields,
  };
}
const calm: Omit<VerdictInput, "samples"> = { civilDusk: "2026-11-29T17:00:00Z", outOfSeason: null, condition: null };
const verdict = (samples: RideSample[], extra: Partial<typeof calm> = {}) => rideVerdict({ samples, ...calm, ...extra });
const codes = (samples: RideSample[], extra: Partial<typeof calm> = {}) => verdict(samples, extra).findings.map((f) => `${f.code}:${f.level}`);

describe("the verdict table", () => {
  it("is good with no reasons when nothing applies", () => {
    expect(verdict([sample(), sample({ km: 5 })])).toEqual({ level: "good", findings: [] });
  });

  it("mean wind: under 10 good, 10 take care, 15 not advised", () => {
    expect(verdict([sample({ windSpeed: RIDE_THRESHOLDS.cautionWind - 0.1 })]).level).toBe("good");
    expect(codes([sample({ windSpeed: 10 })])).toEqual(["wind:caution"]);
    expect(codes([sample({ windSpeed: 14.9 })])).toEqual(["wind:caution"]);
    expect(codes([sample({ windSpeed: 15, windGust: 14 })])).toEqual(["wind:not-advised"]);
  });

  it("gusts: under 15 good, 15 take care, 20 not advised", () => {
    expect(verdict([sample({ windGust: 14.9 })]).level).toBe("good");
    expect(codes([sample({ windGust: 15 })])).toEqual(["gust:caution"]);
    expect(codes([sample({ windGust: 19.9 })])).toEqual(["gust:caution"]);
    expect(verdict([sample({ windGust: 20 })]).level).toBe("not-advised");
  });

  it("cold at 2 °C or lower, rain at 2 mm an hour or more", () => {
    expect(verdict([sample({ temperature: 2.1, precipitation: 1.9 })]).level).toBe("good");
    expect(codes([sample({ temperature: 2 })])).toEqual(["cold:caution"]);
    expect(codes([sample({ precipitation: 2 })])).toEqual(["rain:caution"]);
  });

  it("names the worst sample: where and when", () => {
    const [finding] = verdict([sample({ windSpeed: 11 }), sample({ km: 5, time: "2026-11-29T10:17:00Z", windSpeed: 13 })]).findings;
    expect(finding).toEqual({ code: "wind", level: "caution", value: 13, km: 5, time: "2026-11-29T10:17:00Z" });
    expect(verdict([sample({ temperature: 1 }), sample({ km: 5, temperature: -3 })]).findings[0]).toMatchObject({ code: "cold", value: -3, km: 5 });
  });

  it("arrival after civil dusk takes care; no dusk (midsummer) never does", () => {
    const late = [sample(), sample({ km: 40, time: "2026-11-29T17:01:00Z" })];
    expect(codes(late)).toEqual(["dark:caution"]);
    expect(codes([sample(), sample({ km: 40, time: "2026-11-29T17:00:00Z" })])).toEqual([]);
    expect(codes(late, { civilDusk: null })).toEqual([]);
  });

  it("the season and the route's condition", () => {
    expect(codes([sample()], { outOfSeason: { from: "06-15", to: "09-15" } })).toEqual(["season:caution"]);
    for (const condition of ["caution", "mud", "snow"] as const) expect(codes([sample()], { condition })).toEqual(["condition:caution"]);
    expect(codes([sample()], { condition: "open" })).toEqual([]);
    expect(codes([sample()], { condition: "closed" })).toEqual(["closed:not-advised"]);
  });

  it("without a forecast says so, keeps the route's own reasons, and a closed route is still not advised", () => {
    const none = sample({ windSpeed: null, windGust: null, windFrom: null, headwind: null, crosswind: null, temperature: null, precipitation: null });
    expect(verdict([none])).toEqual({ level: "unknown", findings: [{ code: "no-forecast", level: "unknown" }] });
    expect(codes([none], { condition: "snow" })).toEqual(["no-forecast:unknown", "condition:caution"]);
    expect(verdict([none], { condition: "closed" }).level).toBe("not-advised");
  });

  it("puts what rules the ride out first", () => {
    expect(codes([sample({ windSpeed: 16, temperature: 0 })], { condition: "mud" })).toEqual(["wind:not-advised", "cold:caution", "condition:caution"]);
  });
});
