import { useCallback, useSyncExternalStore } from "react";
import { BATTERY_LIMITS, type BatterySettings, DEFAULT_BATTERY_SETTINGS } from "../../shared/battery-plan.ts";
import type { AssistLevel } from "../../shared/track.ts";

/**
 * The rider's weight, bike, battery, charge and assist for "Dugar rafhlaðan?", kept on the device (local storage)
 * and read by the route page's battery plan, "Hvar er ég?" and the /routes battery filter. No request carries them
 * (docs/decisions/065). `set` is false until the rider has saved a value, so /routes keeps its fixed sizes until then.
 */
export interface StoredBatterySettings extends BatterySettings {
  set: boolean;
}

export const BATTERY_SETTINGS_KEY = "battery-settings";
const ASSISTS: AssistLevel[] = ["low", "medium", "high"];
const DEFAULTS: Readonly<StoredBatterySettings> = Object.freeze({ ...DEFAULT_BATTERY_SETTINGS, set: false });

/** Whether `value` is a number within the field's limits. */
export function inLimits(field: keyof typeof BATTERY_LIMITS, value: number): boolean {
  const { min, max } = BATTERY_LIMITS[field];
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Reads stored text; every field that is missing or invalid takes its default, the rest are kept. */
export function parseBatterySettings(text: string | null): StoredBatterySettings {
  let stored: unknown = null;
  try {
    stored = text === null ? null : JSON.parse(text);
  } catch {
    stored = null;
  }
  if (typeof stored !== "object" || stored === null) return { ...DEFAULTS };
  const fields = stored as Record<string, unknown>;
  const number = (field: keyof typeof BATTERY_LIMITS) => {
    const value = fields[field];
    return typeof value === "number" && inLimits(field, value) ? value : DEFAULTS[field];
  };
  return {
    riderKg: number("riderKg"),
    bikeKg: number("bikeKg"),
    batteryWh: number("batteryWh"),
    startChargePct: number("startChargePct"),
    assist: ASSISTS.find((level) => level === fields.assist) ?? DEFAULTS.assist,
    set: true,
  };
}

let memoryCopy: string | null = null;
let lastText: string | null | undefined;
let lastSettings: StoredBatterySettings = { ...DEFAULTS };
const listeners = new Set<() => void>();

function storedText(): string | null {
  try {
    return window.localStorage.getItem(BATTERY_SETTINGS_KEY);
  } catch {
    // Storage can be blocked (private mode, strict settings): kept for this page only.
    return memoryCopy;
  }
}

/** The stored settings (the same object while the stored text is the same). */
export function readBatterySettings(): StoredBatterySettings {
  const text = storedText();
  if (text !== lastText) {
    lastText = text;
    lastSettings = parseBatterySettings(text);
  }
  return lastSettings;
}

/** Changes some settings, keeps them on the device and tells every reader on the page. Invalid values are ignored. */
export function writeBatterySettings(change: Partial<BatterySettings>): StoredBatterySettings {
  const { set: _set, ...current } = readBatterySettings();
  const text = JSON.stringify(parseBatterySettings(JSON.stringify({ ...current, ...change })), ["riderKg", "bikeKg", "batteryWh", "startChargePct", "assist"]);
  memoryCopy = text;
  try {
    window.localStorage.setItem(BATTERY_SETTINGS_KEY, text);
  } catch {
    // Not kept past this page; the page still follows the change.
  }
  for (const listener of listeners) listener();
  return readBatterySettings();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BATTERY_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSettings = (): StoredBatterySettings => DEFAULTS as StoredBatterySettings;

/** The rider's battery settings and a function that changes them; every component using it re-renders on a change. */
export function useBatterySettings(): [StoredBatterySettings, (change: Partial<BatterySettings>) => void] {
  const settings = useSyncExternalStore(subscribe, readBatterySettings, serverSettings);
  const change = useCallback((update: Partial<BatterySettings>) => {
    writeBatterySettings(update);
  }, []);
  return [settings, change];
}
