import { daysBetween } from "./days-between.ts";

/**
 * What a /routes card needs of riders' reports, apart from the rest of condition-report.ts, so the cards'
 * chunk stays small.
 */

/** A /routes card mentions a report whose day ridden is less than this many days ago. */
export const REPORT_NEW_DAYS = 14;

/** GET: the newest approved report's day ridden of every route that has one, as LatestReportRow. */
export const latestReportsPath = "/api/reports/latest";

/** `[routeId, riddenOn]`. */
export type LatestReportRow = [number, string];

/** True when a card should mention a report ridden on `riddenOn` (both YYYY-MM-DD). */
export function isNewReport(riddenOn: string, today: string): boolean {
  return daysBetween(riddenOn, today) < REPORT_NEW_DAYS;
}
