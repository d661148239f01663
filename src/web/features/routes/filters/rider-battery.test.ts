import { afterEach, describe, expect, it } from "vitest";
import { writeBatterySettings } from "../../../lib/battery-settings.ts";
import { storedRiderBattery } from "./rider-battery.ts";

afterEach(() => window.localStorage.clear());

describe("the rider's own battery on /routes", () => {
  it("is none until the rider has saved settings on a route's page", () => {
    expect(storedRiderBattery()).toBeNull();
  });

  it("reads what the route page's panel keeps: mass of rider and bike, assist and battery", () => {
    writeBatterySettings({ riderKg: 95, bikeKg: 24, batteryWh: 500, assist: "high" });
    expect(storedRiderBattery()).toEqual({ massKg: 119, assist: "high", batteryWh: 500 });
  });

  it("ignores malformed storage", () => {
    window.localStorage.setItem("battery-settings", "{not json");
    expect(storedRiderBattery()).toBeNull();
    window.localStorage.setItem("battery-settings", JSON.stringify({ riderKg: "95", bikeKg: 24, batteryWh: 500, assist: "high" }));
    expect(storedRiderBattery()).toBeNull();
  });
});
