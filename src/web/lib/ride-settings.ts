import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_RIDE_SPEED_KMH, DEFAULT_RIDE_START, isClockTime, isRideSpeed, RIDE_DAY_OFFSETS, type RideDayOffset } from "../../shared/ride-today.ts";

/**
 * The rider's plan for a ride, kept on the device (local storage) and shared by every panel of the route page
 * that plans a ride ("Hjólafært í dag?", "Dugar rafhlaðan?"): the day (0 today, 1 tomorrow, 2 the day after),
 * the start time (HH:MM, Iceland's clock, UTC) and the pace in km/h. The day is kept as an offset from today,
 * so "tomorrow" stays tomorrow. Nothing of it leaves the device except as the query of the ride-today API.
 */
export interface RideSettings {
  day: RideDayOffset;
  start: string;
  speed: number;
}

export const RIDE_SETTINGS_KEY = "ride-settings";
export const DEFAULT_RIDE_SETTINGS: Readonly<RideSettings> = Object.freeze({ day: 0, start: DEFAULT_RIDE_START, speed: DEFAULT_RIDE_SPEED_KMH });

/** Reads stored text; every field that is missing or invalid takes its default, the rest are kept. */
export function parseRideSettings(text: string | null): RideSettings {
  let stored: unknown = null;
  try {
    stored = text === null ? null : JSON.parse(text);
  } catch {
    stored = null;
  }
  const fields = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const { day, start, speed } = fields;
  return {
    day: RIDE_DAY_OFFSETS.find((offset) => offset === day) ?? DEFAULT_RIDE_SETTINGS.day,
    start: typeof start === "string" && isClockTime(start) ? start : DEFAULT_RIDE_SETTINGS.start,
    speed: typeof speed === "number" && isRideSpeed(speed) ? speed : DEFAULT_RIDE_SETTINGS.speed,
  };
}

function storedText(): string | null {
  try {
    return window.localStorage.getItem(RIDE_SETTINGS_KEY);
  } catch {
    // Storage can be blocked (private mode, strict settings): then the defaults, kept for this page only.
    return memoryCopy;
  }
}

let memoryCopy: string | null = null;
let lastText: string | null | undefined;
let lastSettings: RideSettings = { ...DEFAULT_RIDE_SETTINGS };
const listeners = new Set<() => void>();

/** The stored settings (the same object while the stored text is the same). */
export function readRideSettings(): RideSettings {
  const text = storedText();
  if (text !== lastText) {
    lastText = text;
    lastSettings = parseRideSettings(text);
  }
  return lastSettings;
}

/** Changes some of the settings, keeps them on the device and tells every panel on the page. Invalid values are ignored. */
export function writeRideSettings(change: Partial<RideSettings>): RideSettings {
  const next = parseRideSettings(JSON.stringify({ ...readRideSettings(), ...change }));
  const text = JSON.stringify(next);
  memoryCopy = text;
  try {
    window.localStorage.setItem(RIDE_SETTINGS_KEY, text);
  } catch {
    // Not kept past this page; the panels still follow the change.
  }
  for (const listener of listeners) listener();
  return readRideSettings();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RIDE_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSettings = (): RideSettings => DEFAULT_RIDE_SETTINGS as RideSettings;

/** The rider's settings and a function that changes them; every component using it re-renders on a change. */
export function useRideSettings(): [RideSettings, (change: Partial<RideSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, readRideSettings, serverSettings);
  const change = useCallback((update: Partial<RideSettings>) => {
    writeRideSettings(update);
  }, []);
  return [settings, change];
}
