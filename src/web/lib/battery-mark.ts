import type { WeatherPoint } from "../../shared/battery-plan.ts";

/**
 * The battery plan as the route page's own parts draw it and "Hvar er ég?" continues it: handed from the battery
 * feature (src/web/features/battery) through the page, as features may not import from each other. It lives only
 * in the page's memory; the rider's settings behind it never leave the device (docs/decisions/065).
 */
export interface BatteryMark {
  /** The planned charge along the track: [km, per cent (0–100)] pairs, thinned for drawing. */
  line: [km: number, pct: number][];
  /** Where the battery runs out, or null when it lasts. */
  runsOut: { km: number; lat: number; lon: number } | null;
  /** The profile's screen-reader summary ("100 % við upphaf, 23 % við leiðarlok") and the run-out point's labels, in the page's language. */
  summary: string;
  runsOutLabel: string;
  runsOutShort: string;
  chargeLabel: string;
  /** What the plan was made with, for a plan from a point under way. */
  weather: WeatherPoint[] | null;
  startMs: number;
  speedKmh: number;
}
