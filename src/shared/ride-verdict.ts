/**
 * The verdict of "Hjólafært í dag?" and every threshold it uses, in one place (the reasons for each value are
 * in docs/decisions/063). A verdict always comes with its reasons.
 */

import type { RideSample, RideVerdictLevel } from "./ride-today.ts";
import type { RouteCondition, RouteSeason } from "./route-condition.ts";

export const RIDE_THRESHOLDS = {
  /** Mean wind, m/s: from this a rider on a loaded e-bike is pushed about and the battery drains fast. */
  cautionWind: 10,
  /** Mean wind, m/s: from this riding is not advised (Veðurstofa's yellow warnings start around 15–18 m/s). */
  notAdvisedWind: 15,
  /** Gust, m/s: from this a gust can push a rider off a gravel line. */
  cautionGust: 15,
  /** Gust, m/s: from this a gust can throw a rider over. */
  notAdvisedGust: 20,
  /** Air temperature, °C, at or below: ice on gravel and a weaker battery. */
  coldAtOrBelow: 2,
  /** Precipitation, mm in an hour, at or above. */
  rainPerHour: 2,
} as const;

/** The route's conditions that call for care, and the one that rules a ride out. */
const CAUTION_CONDITIONS: readonly RouteCondition[] = ["caution", "mud", "snow"];

/** One reason, with what its text needs; the server words it in the page's language. */
export type VerdictFinding =
  | { code: "wind" | "gust"; level: "caution" | "not-advised"; value: number; km: number; time: string }
  | { code: "cold" | "rain"; level: "caution"; value: number; km: number; time: string }
  | { code: "dark"; level: "caution"; arrival: string; civilDusk: string }
  | { code: "season"; level: "caution"; season: RouteSeason }
  | { code: "condition"; level: "caution"; condition: RouteCondition }
  | { code: "closed"; level: "not-advised" }
  | { code: "no-forecast"; level: "unknown" };

export interface VerdictInput {
  samples: readonly RideSample[];
  /** End of civil twilight at the start that day, ISO 8601; null when it does not get that dark. */
  civilDusk: string | null;
  /** The route's usual season when the day is outside it, else null. */
  outOfSeason: RouteSeason | null;
  condition: RouteCondition | null;
}

export interface VerdictResult {
  level: RideVerdictLevel;
  findings: VerdictFinding[];
}

/** The sample with the largest value of a field, among those that have it. */
function worst(samples: readonly RideSample[], value: (sample: RideSample) => number | null, sign = 1): { sample: RideSample; value: number } | null {
  let found: { sample: RideSample; value: number } | null = null;
  for (const sample of samples) {
    const v = value(sample);
    if (v !== null && (found === null || v * sign > found.value * sign)) found = { sample, value: v };
  }
  return found;
}

const ORDER: Record<RideVerdictLevel, number> = { good: 0, caution: 1, unknown: 2, "not-advised": 3 };

/**
 * The verdict: "not-advised" when any reason rules the ride out (a closed route needs no forecast), else
 * "unknown" when there is no forecast at all (the other reasons are still given), else "caution" when any
 * reason calls for care, else "good".
 */
export function rideVerdict({ samples, civilDusk, outOfSeason, condition }: VerdictInput): VerdictResult {
  const t = RIDE_THRESHOLDS;
  const findings: VerdictFinding[] = [];
  const forecast = samples.some((sample) => sample.windSpeed !== null || sample.temperature !== null);
  if (condition === "closed") findings.push({ code: "closed", level: "not-advised" });
  if (forecast) {
    const wind = worst(samples, (sample) => sample.windSpeed);
    if (wind && wind.value >= t.cautionWind)
      findings.push({
        code: "wind",
        level: wind.value >= t.notAdvisedWind ? "not-advised" : "caution",
        value: wind.value,
        km: wind.sample.km,
        time: wind.sample.time,
      });
    const gust = worst(samples, (sample) => sample.windGust);
    if (gust && gust.value >= t.cautionGust)
      findings.push({
        code: "gust",
        level: gust.value >= t.notAdvisedGust ? "not-advised" : "caution",
        value: gust.value,
        km: gust.sample.km,
        time: gust.sample.time,
      });
    const cold = worst(samples, (sample) => sample.temperature, -1);
    if (cold && cold.value <= t.coldAtOrBelow) findings.push({ code: "cold", level: "caution", value: cold.value, km: cold.sample.km, time: cold.sample.time });
    const rain = worst(samples, (sample) => sample.precipitation);
    if (rain && rain.value >= t.rainPerHour) findings.push({ code: "rain", level: "caution", value: rain.value, km: rain.sample.km, time: rain.sample.time });
  } else {
    findings.push({ code: "no-forecast", level: "unknown" });
  }
  const arrival = samples[samples.length - 1]?.time;
  if (arrival !== undefined && civilDusk !== null && Date.parse(arrival) > Date.parse(civilDusk))
    findings.push({ code: "dark", level: "caution", arrival, civilDusk });
  if (outOfSeason) findings.push({ code: "season", level: "caution", season: outOfSeason });
  if (condition !== null && CAUTION_CONDITIONS.includes(condition)) findings.push({ code: "condition", level: "caution", condition });
  const level = findings.reduce<RideVerdictLevel>((highest, finding) => (ORDER[finding.level] > ORDER[highest] ? finding.level : highest), "good");
  // The weightiest first: what rules a ride out, a missing forecast, then what calls for care.
  findings.sort((a, b) => ORDER[b.level] - ORDER[a.level]);
  return { level, findings };
}
