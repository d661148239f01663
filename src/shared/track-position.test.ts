import { describe, expect, it } from "vitest";
import { estimateEnergy } from "./energy-model.ts";
import type { ProfilePoint, RouteTrack } from "./track.ts";
import { climbLeftFrom, compassPoint, locateOnTrack, OFF_ROUTE_M, prepareTrack, SAME_PLACE_M } from "./track-position.ts";

/**
 * SYNTHETIC tracks drawn in metres east (x) and north (y) of a point in the highlands, so every answer is known
 * by hand. Along a meridian, haversine distance is exactly the Earth's radius times the angle: 1 m north is
 * 1 / METRES_PER_DEGREE degrees of latitude, and 1 m east is that over the cosine of the latitude.
 */
const ORIGIN = { lat: 64.5, lon: -19.5 };
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
/** x metres east along the parallel of latitude y metres north of the origin. */
const at = (x: number, y: number): [number, number] => {
  const lat = ORIGIN.lat + y / METRES_PER_DEGREE;
  return [lat, ORIGIN.lon + x / (Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE)];
};
const place = (x: number, y: number) => {
  const [lat, lon] = at(x, y);
  return { lat, lon };
};

/** Points every `step` metres along straight legs between the corners, in metres. */
function legs(corners: [number, number][], step = 250): [number, number][] {
  const points: [number, number][] = [];
  corners.forEach(([x, y], index) => {
    const next = corners[index + 1];
    if (!next) {
      points.push(at(x, y));
      return;
    }
    const length = Math.hypot(next[0] - x, next[1] - y);
    const count = Math.max(1, Math.round(length / step));
    for (let i = 0; i < count; i++) points.push(at(x + ((next[0] - x) * i) / count, y + ((next[1] - y) * i) / count));
  });
  return points;
}

function track(line: [number, number][], lengthKm: number, profile: ProfilePoint[] | null = null, climbM: number | null = null) {
  const stats = { lengthKm, climbM, descentM: null, highestM: null, lowestM: null, steepestGradePct: null };
  return prepareTrack({ line, profile, stats } satisfies Pick<RouteTrack, "line" | "profile" | "stats">);
}

/** A profile along a straight line north from the origin: a height at each kilometre. */
function profileNorth(heights: number[]): ProfilePoint[] {
  return heights.map((ele, km) => ({ km, ele, ...place(0, km * 1000) }));
}

describe("locateOnTrack on a straight 10 km track north", () => {
  const north = track(
    legs([
      [0, 0],
      [0, 10_000],
    ]),
    10,
  );

  it("a rider 50 m east of the 4 km point: 4 km ridden, 6 km left, 50 m off the line to the west, on the route", () => {
    const found = locateOnTrack(north, place(50, 4000));
    expect(found.kmRidden).toBeCloseTo(4, 3);
    expect(found.kmLeft).toBeCloseTo(6, 3);
    expect(found.distanceFromLineM).toBeCloseTo(50, 0);
    expect(found.offRoute).toBe(false);
    expect(found.direction).toBe("w");
    expect(found.nearest.lat).toBeCloseTo(at(0, 4000)[0], 6);
    expect(found.nearest.lon).toBeCloseTo(ORIGIN.lon, 6);
  });

  it("a rider 300 m west of the 7 km point is off the route; its nearest point lies east", () => {
    const found = locateOnTrack(north, place(-300, 7000));
    expect(found.offRoute).toBe(true);
    expect(found.distanceFromLineM).toBeCloseTo(300, 0);
    expect(found.bearingDeg).toBeCloseTo(90, 1);
    expect(found.direction).toBe("e");
    expect(found.kmLeft).toBeCloseTo(3, 3);
  });

  it("the limit: 100 m from the line is on the route, 101 m is off it", () => {
    expect(locateOnTrack(north, place(OFF_ROUTE_M - 0.5, 5000)).offRoute).toBe(false);
    expect(locateOnTrack(north, place(OFF_ROUTE_M + 1, 5000)).offRoute).toBe(true);
  });

  it("a rider south of the start is nearest the start, which lies north; one beyond the end has nothing left", () => {
    const before = locateOnTrack(north, place(0, -400));
    expect(before.kmRidden).toBe(0);
    expect(before.kmLeft).toBeCloseTo(10, 6);
    expect(before.distanceFromLineM).toBeCloseTo(400, 0);
    expect(before.direction).toBe("n");
    const after = locateOnTrack(north, place(200, 10_200));
    expect(after.kmLeft).toBeCloseTo(0, 6);
    expect(after.direction).toBe("sw");
  });

  it("a rider on the line is 0 m from it", () => {
    const found = locateOnTrack(north, place(0, 2500));
    expect(found.distanceFromLineM).toBeLessThan(0.01);
    expect(found.kmRidden).toBeCloseTo(2.5, 4);
  });
});

describe("the simplified line and the track's length", () => {
  it("scales distance along the line to the track's length (the line is simplified, the length counts every point)", () => {
    const found = locateOnTrack(
      track(
        legs([
          [0, 0],
          [0, 10_000],
        ]),
        10.5,
      ),
      place(20, 5000),
    );
    expect(found.kmRidden).toBeCloseTo(5.25, 3);
    expect(found.kmLeft).toBeCloseTo(5.25, 3);
  });

  it("a line of one point: the rider is at its start, and the track has no length", () => {
    const found = locateOnTrack(track([at(0, 0)], 0), place(0, 150));
    expect(found.kmRidden).toBe(0);
    expect(found.kmLeft).toBe(0);
    expect(found.distanceFromLineM).toBeCloseTo(150, 0);
    expect(found.direction).toBe("s");
  });
});

describe("lines that pass the same place more than once", () => {
  // 5 km north and back on the same road, the way back 10 m to the east as a GPS would record it.
  const outAndBack = track(
    legs([
      [0, 0],
      [0, 5000],
      [10, 5000],
      [10, 0],
    ]),
    10.01,
  );
  // A loop that crosses itself: 4 km north, 1 km east, 2 km south, 2 km west, crossing the first leg 2 km north
  // of the start, 8 km along: 9 km in all.
  const crossing = track(
    legs([
      [0, 0],
      [0, 4000],
      [1000, 4000],
      [1000, 2000],
      [-1000, 2000],
    ]),
    9,
  );

  it("without a previous position, the earliest pass", () => {
    expect(locateOnTrack(outAndBack, place(8, 2000)).kmRidden).toBeCloseTo(2, 2);
    expect(locateOnTrack(crossing, place(0, 2000)).kmRidden).toBeCloseTo(2, 2);
  });

  it("a loop whose end is recorded a few metres from its start: a rider there with no last position is at the start", () => {
    const loop = track(
      legs([
        [0, 0],
        [0, 2000],
        [2000, 2000],
        [2000, 0],
        [5, 0],
      ]),
      7.995,
    );
    const atStart = locateOnTrack(loop, place(4, 1));
    expect(atStart.kmRidden).toBeCloseTo(0, 2);
    expect(atStart.kmLeft).toBeCloseTo(7.995, 2);
    // Coming round at the end of the loop, the same place is its end.
    expect(locateOnTrack(loop, place(4, 1), 7.9).kmLeft).toBeCloseTo(0, 2);
  });

  it("with one, the pass that continues it: on the way back the same place is 8 km along", () => {
    expect(locateOnTrack(outAndBack, place(8, 2000), 7.5).kmRidden).toBeCloseTo(8.01, 2);
    expect(locateOnTrack(outAndBack, place(8, 2000), 1.8).kmRidden).toBeCloseTo(2, 2);
    expect(locateOnTrack(crossing, place(0, 2000), 7.9).kmRidden).toBeCloseTo(8, 2);
    expect(locateOnTrack(crossing, place(5, 2010), 1.95).kmRidden).toBeCloseTo(2.01, 2);
  });

  it("a position a little behind the last one stays on its pass (GPS noise), not on the other", () => {
    expect(locateOnTrack(crossing, place(3, 1990), 2.05).kmRidden).toBeCloseTo(1.99, 2);
    expect(locateOnTrack(crossing, place(10, 2003), 8.05).kmRidden).toBeCloseTo(7.99, 2);
  });

  it("past the turn of an out-and-back, the way back continues", () => {
    // At the turn (5 km), then 100 m back south: the way back (5.11 km), not the way out again (4.9 km).
    expect(locateOnTrack(outAndBack, place(5, 4900), 5.005).kmRidden).toBeCloseTo(5.11, 2);
  });

  it("a pass farther than SAME_PLACE_M beyond the nearest is not the same place: the nearest wins", () => {
    const parallel = track(
      legs([
        [0, 0],
        [0, 3000],
        [SAME_PLACE_M + 20, 3000],
        [SAME_PLACE_M + 20, 0],
      ]),
      6.05,
    );
    // Beside the way back, the last position on the way out: still the way back, the nearer line.
    expect(locateOnTrack(parallel, place(SAME_PLACE_M + 18, 1500), 1.4).kmRidden).toBeCloseTo(4.55, 2);
  });
});

describe("climb and energy left", () => {
  // 10 km north, up 100 m to the 5 km point and down again.
  const hill = profileNorth([0, 20, 40, 60, 80, 100, 80, 60, 40, 20, 0]);
  const line = legs([
    [0, 0],
    [0, 10_000],
  ]);

  it("from the profile's ups, scaled to the track's stated climb", () => {
    const same = track(line, 10, hill, 100);
    expect(climbLeftFrom(same, 0)).toBeCloseTo(100, 6);
    expect(climbLeftFrom(same, 2.5)).toBeCloseTo(50, 6);
    expect(climbLeftFrom(same, 5)).toBeCloseTo(0, 6);
    expect(climbLeftFrom(same, 7)).toBe(0);
    expect(climbLeftFrom(same, 10)).toBe(0);
    // The stated climb (smoothed with hysteresis over every point) is 80 m: every figure is four fifths.
    const stated = track(line, 10, hill, 80);
    expect(climbLeftFrom(stated, 0)).toBeCloseTo(80, 6);
    expect(climbLeftFrom(stated, 2.5)).toBeCloseTo(40, 6);
  });

  it("counts every up ahead, not the difference between here and the end", () => {
    // Up 50, down 50, up 50: 100 m of climb from the start, 50 m from the 2 km point.
    const wave = track(line.slice(0, 17), 4, profileNorth([0, 50, 0, 50, 50]), 100);
    expect(climbLeftFrom(wave, 0)).toBeCloseTo(100, 6);
    expect(climbLeftFrom(wave, 1)).toBeCloseTo(50, 6);
    expect(climbLeftFrom(wave, 1.5)).toBeCloseTo(50, 6);
    expect(climbLeftFrom(wave, 2.5)).toBeCloseTo(25, 6);
  });

  it("the energy left is the site's estimate for the distance and climb left: half of a 20 km route climbing 500 m in its second half", () => {
    const heights = Array.from({ length: 21 }, (_value, km) => (km <= 10 ? 0 : (km - 10) * 50));
    const climbing = track(
      legs([
        [0, 0],
        [0, 20_000],
      ]),
      20,
      profileNorth(heights),
      500,
    );
    const found = locateOnTrack(climbing, place(30, 10_000));
    expect(found.kmLeft).toBeCloseTo(10, 3);
    expect(found.climbLeftM).toBeCloseTo(500, 3);
    // The case docs/decisions/007 works by hand: 10 km and 500 m of climb.
    expect(found.energyLeft).toEqual([
      { assist: "low", wattHours: 104 },
      { assist: "medium", wattHours: 161 },
      { assist: "high", wattHours: 213 },
    ]);
    // At the start, what the page already shows for the whole route.
    expect(locateOnTrack(climbing, place(0, 0)).energyLeft).toEqual(estimateEnergy(20, 500));
  });

  it("a track without elevations has no climb or energy left, and nothing is guessed", () => {
    const flat = locateOnTrack(track(line, 10), place(0, 5000));
    expect(flat.climbLeftM).toBeNull();
    expect(flat.energyLeft).toBeNull();
    expect(flat.kmLeft).toBeCloseTo(5, 3);
  });
});

describe("compassPoint", () => {
  it.each([
    [0, "n"],
    [22.4, "n"],
    [22.6, "ne"],
    [45, "ne"],
    [90, "e"],
    [135, "se"],
    [180, "s"],
    [225, "sw"],
    [270, "w"],
    [315, "nw"],
    [337.4, "nw"],
    [337.6, "n"],
    [359.9, "n"],
    [-45, "nw"],
    [405, "ne"],
  ] as const)("%f° is %s", (bearing, point) => {
    expect(compassPoint(bearing)).toBe(point);
  });
});
