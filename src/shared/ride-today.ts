/**
 * "Hjólafært í dag?": the forecast along a route at the time of passage. The answer of
 * GET /api/routes/{id}/ride-today, as the server builds it and the web app (the weather panel, the battery
 * plan) reads it. Iceland's clock is UTC all year, so every time here is UTC.
 */

/** The pace the rider may pick, in km/h (the API answers 400 outside it). */
export const MIN_RIDE_SPEED_KMH = 5;
export const MAX_RIDE_SPEED_KMH = 40;
export const DEFAULT_RIDE_SPEED_KMH = 18;
export const DEFAULT_RIDE_START = "10:00";
/** Today, tomorrow and the day after: the days the forecast is asked for (0, 1, 2 days after today). */
export const RIDE_DAY_OFFSETS = [0, 1, 2] as const;
export type RideDayOffset = (typeof RIDE_DAY_OFFSETS)[number];
/** One sample every this many kilometres along the track, and one at its end. */
export const SAMPLE_EVERY_KM = 5;

export type RideVerdictLevel = "good" | "caution" | "not-advised" | "unknown";
export type RideReasonCode = "wind" | "gust" | "cold" | "rain" | "dark" | "season" | "condition" | "closed" | "no-forecast";

export interface RideReason {
  code: RideReasonCode;
  /** The reason in the page's language, e.g. "Meðalvindur 12 m/s við 15 km (kl. 10:50)". */
  text: string;
}

export interface RideVerdict {
  level: RideVerdictLevel;
  /** Why; never empty for "caution", "not-advised" and "unknown". */
  reasons: RideReason[];
}

/**
 * One point along the route at its time of passage. The weather fields are null when there is no forecast
 * for that hour (none yet, the provider off, or past the forecast's end).
 */
export interface RideSample {
  /** Kilometres from the start. */
  km: number;
  /** The time of passage, ISO 8601 in UTC ("2026-11-29T10:50:00Z"). */
  time: string;
  lat: number;
  lon: number;
  /** The direction of travel there, degrees clockwise from north (0–360); null for a route without a track. */
  heading: number | null;
  /** Mean wind, m/s. */
  windSpeed: number | null;
  /** Strongest gust, m/s (null when the forecast has no gusts for that hour). */
  windGust: number | null;
  /** Where the wind blows from, degrees clockwise from north. */
  windFrom: number | null;
  /** The wind's component against the rider, m/s: positive = headwind, negative = tailwind. */
  headwind: number | null;
  /** The wind's component across the rider, m/s: positive = from the rider's right, negative = from the left. */
  crosswind: number | null;
  /** Air temperature, °C. */
  temperature: number | null;
  /** Precipitation in the hour, mm. */
  precipitation: number | null;
}

/** Sun times at the start for the chosen day, ISO 8601 in UTC; null when the sun does not rise, set or reach civil dusk that day. */
export interface RideDaylight {
  sunrise: string | null;
  sunset: string | null;
  /** End of civil twilight (sun 6° below the horizon); null around midsummer, when it never gets that dark. */
  civilDusk: string | null;
}

export interface RideForecastSource {
  /** "MET Norway". */
  name: string;
  /** "Veðurspá: MET Norway (CC BY 4.0)" / "Forecast: MET Norway (CC BY 4.0)". */
  attribution: string;
  /** When the provider last updated the forecast (its `meta.updated_at`, the oldest of the route's points), ISO 8601. */
  updatedAt: string;
  /** When this server fetched it (the oldest of the route's points), ISO 8601. */
  fetchedAt: string;
}

/**
 * Why there is or is not a forecast: `ready` (every sample has one), `partial` (some hours are past the
 * forecast's end), `pending` (being fetched: ask again in a little while), `unavailable` (the provider failed;
 * asked again later), `off` (the site has the forecast switched off).
 */
export type RideForecastStatus = "ready" | "partial" | "pending" | "unavailable" | "off";

/** GET /api/routes/{id}/ride-today?date=YYYY-MM-DD&start=HH:MM&speed=18[&lang=en]. */
export interface RideTodayAnswer {
  routeId: number;
  /** The day asked for, YYYY-MM-DD, the start time HH:MM (UTC) and the pace in km/h, as the server read them. */
  date: string;
  start: string;
  speed: number;
  forecast: RideForecastStatus;
  verdict: RideVerdict;
  samples: RideSample[];
  daylight: RideDaylight;
  source: RideForecastSource | null;
}

/** The query of GET /api/routes/{id}/ride-today. */
export interface RideTodayQuery {
  date: string;
  start: string;
  speed: number;
}

/** HH:MM from 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The pace is a number of km/h within MIN_RIDE_SPEED_KMH–MAX_RIDE_SPEED_KMH, at most one decimal. */
export function isRideSpeed(value: number): boolean {
  return Number.isFinite(value) && value >= MIN_RIDE_SPEED_KMH && value <= MAX_RIDE_SPEED_KMH && Math.round(value * 10) === value * 10;
}

/** YYYY-MM-DD of the day `offset` days after `today` (YYYY-MM-DD). */
export function dayAfter(today: string, offset: number): string {
  const moment = new Date(`${today}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + offset);
  return moment.toISOString().slice(0, 10);
}

/** The days the rider may pick, YYYY-MM-DD: today, tomorrow, the day after. */
export function rideDays(today: string): string[] {
  return RIDE_DAY_OFFSETS.map((offset) => dayAfter(today, offset));
}
