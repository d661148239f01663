import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRID_LAT_STEP, GRID_LON_STEP, gridPoint } from "./grid.ts";

const decimals = (text: string) => text.split(".")[1]?.length ?? 0;

describe("gridPoint", () => {
  it("snaps to the nearest 0.05° of latitude and 0.1° of longitude, written with the fewest decimals", () => {
    expect(gridPoint(64.1234, -21.87)).toEqual({ key: "64.1,-21.9", lat: "64.1", lon: "-21.9" });
    expect(gridPoint(64.1251, -21.84)).toEqual({ key: "64.15,-21.8", lat: "64.15", lon: "-21.8" });
    expect(gridPoint(65.0, -16.0)).toEqual({ key: "65,-16", lat: "65", lon: "-16" });
  });

  it("never writes -0, and keeps longitudes within -180 to 180", () => {
    expect(gridPoint(-0.01, -0.04).key).toBe("0,0");
    expect(gridPoint(10, -179.97).lon).toBe("180");
    expect(gridPoint(10, 179.97).lon).toBe("180");
  });

  it("gives neighbouring samples one point, and points a grid step apart different ones", () => {
    expect(gridPoint(64.101, -21.02).key).toBe(gridPoint(64.109, -20.96).key);
    expect(gridPoint(64.1, -21).key).not.toBe(gridPoint(64.15, -21).key);
    expect(gridPoint(64.1, -21).key).not.toBe(gridPoint(64.1, -21.1).key);
  });

  it("for any place in Iceland's box: within half a step, at most 4 decimals, and a grid point maps to itself", () => {
    fc.assert(
      fc.property(fc.double({ min: 62, max: 68, noNaN: true }), fc.double({ min: -26, max: -12, noNaN: true }), (lat, lon) => {
        const point = gridPoint(lat, lon);
        expect(decimals(point.lat)).toBeLessThanOrEqual(4);
        expect(decimals(point.lon)).toBeLessThanOrEqual(4);
        expect(Math.abs(Number(point.lat) - lat)).toBeLessThanOrEqual(GRID_LAT_STEP / 2 + 1e-9);
        expect(Math.abs(Number(point.lon) - lon)).toBeLessThanOrEqual(GRID_LON_STEP / 2 + 1e-9);
        expect(point.key).toBe(`${point.lat},${point.lon}`);
        expect(gridPoint(Number(point.lat), Number(point.lon))).toEqual(point);
      }),
    );
  });
});
