import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  airDensity,
  type BatterySettings,
  CAPACITY_CURVE,
  capacityFactor,
  chargeAtKm,
  DEFAULT_BATTERY_SETTINGS,
  headwind,
  planBattery,
  prepareCourse,
  rideStartMs,
  type WeatherPoint,
  weatherAt,
  weatherFromSamples,
} from "./battery-plan.ts";
import { energyParameters, estimateEnergy } from "./energy-model.ts";
import type { AssistLevel, ProfilePoint } from "./track.ts";

const START = Date.UTC(2026, 10, 28, 10);
const timing = { speedKmh: 18, startMs: START };
/** One kilometre of latitude, near 64° N. */
const KM_LAT = 1 / 111.2;

/** A straight track northwards from 64° N: `heights(km)` gives its height, one profile point every `stepKm`. */
function northwards(lengthKm: number, heights: (km: number) => number = () => 0, stepKm = 0.05): ProfilePoint[] {
  const points: ProfilePoint[] = [];
  const n = Math.round(lengthKm / stepKm);
  for (let i = 0; i <= n; i++) {
    const km = (i * lengthKm) / n;
    points.push({ km, ele: heights(km), lat: 64 + km * KM_LAT, lon: -20 });
  }
  return points;
}

/** North to `halfKm` and back south along the same line. */
function outAndBack(halfKm: number, stepKm = 0.05): ProfilePoint[] {
  const points: ProfilePoint[] = [];
  const n = Math.round((2 * halfKm) / stepKm);
  for (let i = 0; i <= n; i++) {
    const km = (i * 2 * halfKm) / n;
    const north = km <= halfKm ? km : 2 * halfKm - km;
    points.push({ km, ele: 0, lat: 64 + north * KM_LAT, lon: -20 });
  }
  return points;
}

const steady = (windSpeed: number, windFrom: number, temperature = 10): WeatherPoint[] => [
  { timeMs: START - 3_600_000, windSpeed, windFrom, temperature },
  { timeMs: START + 48 * 3_600_000, windSpeed, windFrom, temperature },
];

const withDefaults = (assist: AssistLevel): BatterySettings => ({ ...DEFAULT_BATTERY_SETTINGS, assist });

describe("planBattery reproduces decision 007's worked cases in still air with the defaults", () => {
  const levels: AssistLevel[] = ["low", "medium", "high"];
  const cases: [string, number, number][] = [
    ["10 km with 500 m of climb", 10, 500],
    ["40 km on the flat", 40, 0],
    ["25 km with 600 m of climb", 25, 600],
  ];
  for (const [name, lengthKm, climbM] of cases) {
    it(name, () => {
      // A profile that climbs steadily; the track's own totals are the route's figures.
      const course = prepareCourse(
        northwards(lengthKm, (km) => (km / lengthKm) * climbM),
        { lengthKm, climbM, descentM: 0 },
      );
      const expected = estimateEnergy(lengthKm, climbM);
      for (const [index, assist] of levels.entries()) {
        const plan = planBattery(course, withDefaults(assist), timing, null);
        expect(Math.abs(plan.usedWh - (expected[index]?.wattHours ?? 0))).toBeLessThanOrEqual(1);
      }
    });
  }

  it("and at 10 °C in a calm forecast too (the air's density from the temperature)", () => {
    const course = prepareCourse(northwards(40), { lengthKm: 40, climbM: 0, descentM: 0 });
    const plan = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, steady(0, 0, 10));
    // 205 Wh at medium assist (decision 007: 40 km on the flat).
    expect(Math.abs(plan.usedWh - 205)).toBeLessThanOrEqual(1);
    expect(plan.withWind).toBe(true);
  });

  it("scales a thinned profile's climb to the track's own", () => {
    // The profile climbs 300 m; the track, measured on every point, 500 m.
    const course = prepareCourse(
      northwards(10, (km) => km * 30),
      { lengthKm: 10, climbM: 500, descentM: 0 },
    );
    expect(Math.abs(planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, null).usedWh - 161)).toBeLessThanOrEqual(1);
  });
});

describe("the air term", () => {
  // Medium assist, flat 10 km due north: air = ½ · ρ · CdA · (v + headwind)² · L, the rest unchanged.
  const course = prepareCourse(northwards(10), { lengthKm: 10, climbM: 0, descentM: 0 });
  const settings = DEFAULT_BATTERY_SETTINGS;
  const noAir = planBattery(course, settings, timing, null, 0, { ...energyParameters, dragArea: 0 }).usedWh;
  const airOf = (weather: WeatherPoint[]) => planBattery(course, settings, timing, weather).usedWh - noAir;

  it("a 5 m/s headwind at 5 m/s ground speed makes it 4 times the still air's", () => {
    expect(airOf(steady(5, 0))).toBeCloseTo(4 * airOf(steady(0, 0)), 6);
  });

  it("a tailwind equal to the ground speed makes it 0", () => {
    expect(airOf(steady(5, 180))).toBeCloseTo(0, 9);
  });

  it("a crosswind leaves it as in still air", () => {
    expect(airOf(steady(12, 90))).toBeCloseTo(airOf(steady(0, 0)), 6);
  });

  it("a 10 km out-and-back in a steady wind uses more than in still air", () => {
    const there = prepareCourse(outAndBack(5));
    const calm = planBattery(there, settings, timing, steady(0, 0)).usedWh;
    // A wind straight across the line has no component along it, so only winds with one are tried.
    for (const from of [0, 45, 135, 180, 300]) expect(planBattery(there, settings, timing, steady(6, from)).usedWh).toBeGreaterThan(calm);
  });
});

describe("outside the forecast's hours", () => {
  it("the air is still where the ride is before the forecast's first hour or after its last", () => {
    const course = prepareCourse(northwards(36), { lengthKm: 36, climbM: 0, descentM: 0 });
    const still = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, null).usedWh;
    // At 18 km/h the ride lasts two hours; a northerly gale forecast only for its second hour.
    const secondHour: WeatherPoint[] = [
      { timeMs: START + 3_600_000, windSpeed: 15, windFrom: 0, temperature: 10 },
      { timeMs: START + 2 * 3_600_000, windSpeed: 15, windFrom: 0, temperature: 10 },
    ];
    const partly = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, secondHour).usedWh;
    const whole = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, steady(15, 0)).usedWh;
    expect(partly).toBeGreaterThan(still);
    expect(partly).toBeLessThan(whole);
    // The first half hour is in still air; from 30 min before the forecast's first hour on, in the gale: about three quarters.
    expect((partly - still) / (whole - still)).toBeCloseTo(0.75, 1);
  });
});

describe("wind and air", () => {
  it("headwind: from ahead it is all against, from the side nothing, from behind all behind", () => {
    expect(headwind(10, 0, 0)).toBeCloseTo(10);
    expect(headwind(10, 90, 0)).toBeCloseTo(0);
    expect(headwind(10, 180, 0)).toBeCloseTo(-10);
    expect(headwind(10, 350, 10)).toBeCloseTo(10 * Math.cos((20 * Math.PI) / 180));
  });

  it("air density: 1.247 kg/m³ at 10 °C, 1.292 at 0 °C", () => {
    expect(airDensity(10)).toBeCloseTo(1.247, 3);
    expect(airDensity(0)).toBeCloseTo(1.292, 3);
  });

  it("weatherAt turns the wind the short way round between two forecast hours", () => {
    const points: WeatherPoint[] = [
      { timeMs: 0, windSpeed: 4, windFrom: 350, temperature: 0 },
      { timeMs: 1000, windSpeed: 8, windFrom: 30, temperature: 10 },
    ];
    const middle = weatherAt(points, 500);
    expect(middle?.windSpeed).toBeCloseTo(6);
    expect(middle?.windFrom).toBeCloseTo(10);
    expect(middle?.temperature).toBeCloseTo(5);
    expect(weatherAt(points, -5)?.windFrom).toBe(350);
    expect(weatherAt(points, 5000)?.windFrom).toBe(30);
  });
});

describe("the usable capacity by temperature", () => {
  it.each([
    [-30, 0.5],
    [-20, 0.5],
    [-10, 0.62],
    [-5, 0.7],
    [0, 0.8],
    [5, 0.9],
    [15, 1],
    [25, 1],
  ])("at %d °C it is %d of the rated capacity", (temperature, share) => {
    expect(capacityFactor(temperature)).toBeCloseTo(share, 9);
  });

  it("is a straight line between its points and never rises as it gets colder", () => {
    expect(capacityFactor(10)).toBeCloseTo(0.95, 9);
    expect(capacityFactor(-2.5)).toBeCloseTo(0.75, 9);
    for (let i = 1; i < CAPACITY_CURVE.length; i++) expect(CAPACITY_CURVE[i]?.[1]).toBeGreaterThan(CAPACITY_CURVE[i - 1]?.[1] ?? 1);
  });

  it("a battery at −5 °C gives 70 % of its rating to the plan", () => {
    const course = prepareCourse(northwards(10));
    const plan = planBattery(course, { ...DEFAULT_BATTERY_SETTINGS, batteryWh: 500 }, timing, steady(0, 0, -5));
    expect(plan.usableWh).toBeCloseTo(350, 6);
    expect(plan.finishPct).toBeCloseTo(((350 - plan.usedWh) / 350) * 100, 6);
  });
});

describe("where the battery runs out and where to turn back", () => {
  it("on an out-and-back in still air with no reserve, the turn-back is the middle within one segment", () => {
    const course = prepareCourse(outAndBack(5));
    const need = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, null).usedWh;
    // A battery exactly as big as the whole ride, with the 10 % reserve on top of it.
    const plan = planBattery(course, { ...DEFAULT_BATTERY_SETTINGS, batteryWh: need / 0.9 }, timing, null);
    expect(Math.abs(plan.turnBackKm - 5)).toBeLessThanOrEqual(0.1);
    expect(plan.runsOutKm).toBeNull();
  });

  it("a battery too small runs out where its energy is spent, and the charge never shows below 0", () => {
    const course = prepareCourse(northwards(100), { lengthKm: 100, climbM: 0, descentM: 0 });
    const full = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, null);
    const perKm = full.usedWh / 100;
    const plan = planBattery(course, { ...DEFAULT_BATTERY_SETTINGS, batteryWh: 200 }, timing, null);
    expect(plan.runsOutKm).toBeCloseTo(200 / perKm, 6);
    expect(plan.finishPct).toBe(0);
    expect(chargeAtKm(plan, 100, 100)).toBe(0);
    expect(chargeAtKm(plan, 0, 100)).toBe(100);
    // With a reserve of 10 % and the way back as long as the way out: 180 Wh of 200 spent over twice the distance.
    expect(plan.turnBackKm).toBeCloseTo(180 / perKm / 2, 0);
  });

  it("from a point under way, only what is left counts and starts from the charge the rider typed", () => {
    const course = prepareCourse(northwards(20), { lengthKm: 20, climbM: 0, descentM: 0 });
    const whole = planBattery(course, DEFAULT_BATTERY_SETTINGS, timing, null);
    const fromHalf = planBattery(course, { ...DEFAULT_BATTERY_SETTINGS, startChargePct: 60 }, timing, null, 10);
    expect(fromHalf.usedWh).toBeCloseTo(whole.usedWh / 2, 6);
    expect(fromHalf.finishPct).toBeCloseTo(60 - (whole.usedWh / 2 / 625) * 100, 6);
  });
});

describe("properties", () => {
  const heightsArb = fc.array(fc.integer({ min: 0, max: 800 }), { minLength: 2, maxLength: 30 });
  const profileOf = (heights: number[], kmEach = 0.4): ProfilePoint[] =>
    heights.map((ele, i) => ({ km: i * kmEach, ele, lat: 64 + (i * kmEach * KM_LAT) / 2, lon: -20 + i * 0.004 }));
  const settingsArb = fc.record({
    riderKg: fc.integer({ min: 40, max: 150 }),
    bikeKg: fc.integer({ min: 15, max: 35 }),
    batteryWh: fc.integer({ min: 100, max: 2000 }),
    startChargePct: fc.integer({ min: 0, max: 100 }),
    assist: fc.constantFrom<AssistLevel>("low", "medium", "high"),
  });
  const windArb = fc.record({ speed: fc.double({ min: 0, max: 25, noNaN: true }), from: fc.double({ min: 0, max: 359, noNaN: true }) });

  it("more mass never gives a higher charge at the finish", () => {
    fc.assert(
      fc.property(heightsArb, settingsArb, fc.integer({ min: 1, max: 40 }), (heights, settings, more) => {
        const course = prepareCourse(profileOf(heights));
        const light = planBattery(course, settings, timing, null);
        const heavy = planBattery(course, { ...settings, riderKg: settings.riderKg + more }, timing, null);
        expect(heavy.finishPct).toBeLessThanOrEqual(light.finishPct + 1e-9);
      }),
    );
  });

  it("more climb never gives a higher charge at the finish", () => {
    fc.assert(
      fc.property(heightsArb, settingsArb, fc.integer({ min: 0, max: 29 }), fc.integer({ min: 1, max: 300 }), (heights, settings, at, more) => {
        const higher = heights.map((ele, i) => (i >= Math.min(at, heights.length - 1) ? ele + more : ele));
        const flat = planBattery(prepareCourse(profileOf(heights)), settings, timing, null);
        const climbing = planBattery(prepareCourse(profileOf(higher)), settings, timing, null);
        expect(climbing.finishPct).toBeLessThanOrEqual(flat.finishPct + 1e-9);
      }),
    );
  });

  it("more headwind on a northward ride never gives a higher charge at the finish", () => {
    fc.assert(
      fc.property(settingsArb, fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (settings, wind, more) => {
        const course = prepareCourse(northwards(15, () => 0, 0.5));
        // A wind from the north (0°) is against the rider; a negative speed is written as a wind from the south.
        const asWind = (w: number) => steady(Math.abs(w), w >= 0 ? 0 : 180);
        const less = planBattery(course, settings, timing, asWind(wind));
        const moreWind = planBattery(course, settings, timing, asWind(wind + more));
        expect(moreWind.finishPct).toBeLessThanOrEqual(less.finishPct + 1e-9);
      }),
    );
  });

  it("colder air never gives a higher charge at the finish", () => {
    fc.assert(
      fc.property(
        heightsArb,
        settingsArb,
        windArb,
        fc.double({ min: -25, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (heights, settings, wind, t, colder) => {
          const course = prepareCourse(profileOf(heights));
          const warm = planBattery(course, settings, timing, steady(wind.speed, wind.from, t));
          const cold = planBattery(course, settings, timing, steady(wind.speed, wind.from, t - colder));
          expect(cold.finishPct).toBeLessThanOrEqual(warm.finishPct + 1e-9);
        },
      ),
    );
  });

  it("reversing a route in still air changes the energy only by the difference of its climb and descent", () => {
    fc.assert(
      fc.property(heightsArb, settingsArb, (heights, settings) => {
        const forward = profileOf(heights);
        const lastKm = forward.at(-1)?.km ?? 0;
        const backward = forward.map((point) => ({ ...point, km: lastKm - point.km })).reverse();
        let climb = 0;
        let descent = 0;
        for (let i = 1; i < heights.length; i++) {
          const dz = (heights[i] ?? 0) - (heights[i - 1] ?? 0);
          if (dz > 0) climb += dz;
          else descent -= dz;
        }
        const there = planBattery(prepareCourse(forward, { lengthKm: lastKm, climbM: climb, descentM: descent }), settings, timing, null);
        const back = planBattery(prepareCourse(backward, { lengthKm: lastKm, climbM: descent, descentM: climb }), settings, timing, null);
        const ratio = { low: 0.6, medium: 1.4, high: 3.4 }[settings.assist];
        const perMetre = ((settings.riderKg + settings.bikeKg) * 9.81 * (ratio / (1 + ratio))) / 0.95 / 0.8 / 3600;
        expect(back.usedWh - there.usedWh).toBeCloseTo((descent - climb) * perMetre, 6);
      }),
    );
  });
});

describe("weather from the ride-today samples", () => {
  it("keeps the samples with a forecast, in time order, and reads the start in UTC", () => {
    const sample = { lat: 64, lon: -20, heading: 0, windGust: null, headwind: null, crosswind: null, precipitation: null };
    const points = weatherFromSamples([
      { ...sample, km: 5, time: "2026-11-29T10:17:00Z", windSpeed: 8, windFrom: 10, temperature: -2 },
      { ...sample, km: 0, time: "2026-11-29T10:00:00Z", windSpeed: 6, windFrom: 0, temperature: -1 },
      { ...sample, km: 10, time: "2026-11-29T10:33:00Z", windSpeed: null, windFrom: null, temperature: null },
    ]);
    expect(points).toEqual([
      { timeMs: Date.UTC(2026, 10, 29, 10, 0), windSpeed: 6, windFrom: 0, temperature: -1 },
      { timeMs: Date.UTC(2026, 10, 29, 10, 17), windSpeed: 8, windFrom: 10, temperature: -2 },
    ]);
    expect(rideStartMs("2026-11-29", "10:00")).toBe(Date.UTC(2026, 10, 29, 10, 0));
  });
});
