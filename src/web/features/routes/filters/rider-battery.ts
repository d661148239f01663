import type { AssistLevel } from "../../../../shared/track.ts";
import type { RiderBattery, RiderSettings } from "./route-filters.ts";

/** The key src/web/lib/battery-settings.ts keeps the rider's settings under (a test checks they agree). */
const KEY = "battery-settings";
const ASSISTS: readonly AssistLevel[] = ["low", "medium", "high"];

/**
 * The rider's own battery for "Dugar minni rafhlöðu", read from the device's storage with the filters' chunk. Not
 * lib/battery-settings.ts itself: that store and the battery model load with the route page's panel, and would
 * otherwise come into the list's first load. Anything missing or malformed: no rider battery, the fixed sizes.
 */
export function storedRiderBattery(): RiderSettings | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const { riderKg, bikeKg, batteryWh, assist } = stored as Record<string, unknown>;
    const positive = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;
    const level = ASSISTS.find((each) => each === assist);
    if (!positive(riderKg) || !positive(bikeKg) || !positive(batteryWh) || level === undefined) return null;
    return { massKg: riderKg + bikeKg, assist: level, batteryWh };
  } catch {
    return null;
  }
}

/**
 * The settings with the still-air model that weighs a route for them. The model comes in a chunk of its own,
 * asked for only on a device where the rider has set a battery, so the list's first load does not carry it.
 */
export async function withNeed(settings: RiderSettings): Promise<RiderBattery> {
  const { energyParameters, estimateEnergy } = await import("../../../../shared/energy-model.ts");
  const needWh = (lengthKm: number, climbM: number) =>
    estimateEnergy(lengthKm, climbM, { ...energyParameters, massKg: settings.massKg }).find((level) => level.assist === settings.assist)?.wattHours ?? null;
  return { ...settings, needWh };
}
