import { isCalendarDate } from "./dates.ts";
import { isPlainText } from "./fields.ts";
import type { PhotoFile } from "./photo.ts";
import { daysBetween, type RouteCondition, routeConditions } from "./route-condition.ts";

/**
 * Riders' condition reports: what a visitor found on a route, sent from the route page, shown only once
 * the admin has approved it. Pure rules both sides use; the server checks everything again.
 */

/** The note is plain text of at most this many characters. */
export const MAX_REPORT_NOTE = 500;
/** The name a rider may give to be shown. */
export const MAX_REPORT_NAME = 60;
/** An e-mail address (RFC 5321's longest path). */
export const MAX_REPORT_EMAIL = 254;
/** The day ridden is today or one of this many days before it. */
export const REPORT_DAYS_BACK = 14;
/** The route page shows this many approved reports; older ones fold away. */
export const REPORTS_SHOWN = 5;
/** A report whose day ridden is more than this many days ago is marked as old. */
export const REPORT_OLD_DAYS = 60;
/** A photo sent with a report, in bytes: the whole request may be at most 15 MB. */
export const MAX_REPORT_PHOTO_BYTES = 15 * 1024 * 1024 - 64 * 1024;
/** A photo taken farther than this from the route is flagged for the admin, in metres. */
export const REPORT_PHOTO_DISTANCE_M = 5_000;

/** The form's fields, as multipart form fields (all text) beside the optional `photo` file. */
export const reportFields = ["condition", "riddenOn", "note", "name", "email", "website", "altcha"] as const;
export type ReportField = (typeof reportFields)[number] | "photo";
/** The honeypot: a field people never see, so never fill. */
export const HONEYPOT_FIELD = "website";

/** What is wrong with a field, for messages in the page's language. */
export type ReportFieldProblem = "required" | "invalid" | "tooLong" | "future" | "tooOld" | "controlCharacters";

export interface ReportInput {
  condition: RouteCondition;
  riddenOn: string;
  note: string;
  name: string | null;
  email: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the text fields; `today` is YYYY-MM-DD by the caller's clock. Either the input or each field's problem. */
export function checkReportFields(
  fields: Partial<Record<string, string>>,
  today: string,
): { input: ReportInput; problems?: undefined } | { input?: undefined; problems: Partial<Record<ReportField, ReportFieldProblem>> } {
  const problems: Partial<Record<ReportField, ReportFieldProblem>> = {};
  const condition = fields.condition ?? "";
  if (condition === "") problems.condition = "required";
  else if (!(routeConditions as readonly string[]).includes(condition)) problems.condition = "invalid";
  const riddenOn = (fields.riddenOn ?? "").trim();
  if (riddenOn === "") problems.riddenOn = "required";
  else if (!isCalendarDate(riddenOn)) problems.riddenOn = "invalid";
  else if (riddenOn > today) problems.riddenOn = "future";
  else if (daysBetween(riddenOn, today) > REPORT_DAYS_BACK) problems.riddenOn = "tooOld";
  const text = (field: "note" | "name" | "email", max: number, required: boolean): string | null => {
    const raw = fields[field] ?? "";
    if (!isPlainText(raw)) {
      problems[field] = "controlCharacters";
      return null;
    }
    const value = raw.trim();
    if (value === "") {
      if (required) problems[field] = "required";
      return null;
    }
    if ([...value].length > max) problems[field] = "tooLong";
    return value;
  };
  const note = text("note", MAX_REPORT_NOTE, true);
  const name = text("name", MAX_REPORT_NAME, false);
  const email = text("email", MAX_REPORT_EMAIL, false);
  if (email !== null && !problems.email && !EMAIL.test(email)) problems.email = "invalid";
  if (Object.keys(problems).length > 0) return { problems };
  return { input: { condition: condition as RouteCondition, riddenOn, note: note ?? "", name, email } };
}

/** The earliest day that may be given as ridden, for the date field's `min`. */
export function earliestRiddenOn(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - REPORT_DAYS_BACK);
  return day.toISOString().slice(0, 10);
}

/** An approved report as the public sees it. */
export interface PublicRiderReport {
  id: number;
  routeId: number;
  condition: RouteCondition;
  /** YYYY-MM-DD. */
  riddenOn: string;
  note: string;
  /** The name the rider gave, or null (the pages say "hjólreiðamaður" / "a rider"). */
  name: string | null;
  /** WebP files, smallest first; empty when the report has no photo. */
  photo: PhotoFile[];
  /** When the admin approved it, ISO 8601. */
  approvedAt: string;
}

/** What the admin sees of a report waiting for review. */
export interface WaitingRiderReport extends Omit<PublicRiderReport, "approvedAt"> {
  routeName: string;
  email: string | null;
  createdAt: string;
  flags: { photoFar: boolean; photoOtherDay: boolean; noPhoto: boolean };
}

export const reportDecisions = ["approve", "approve-and-set", "reject"] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/** True when a report ridden on `riddenOn` is old on `today` (both YYYY-MM-DD). */
export function isOldReport(riddenOn: string, today: string): boolean {
  return daysBetween(riddenOn, today) > REPORT_OLD_DAYS;
}

/** The paths of condition reports. */
export const reportPaths = {
  /** GET: a fresh ALTCHA challenge (10 minutes, accepted once). */
  challenge: "/api/reports/challenge",
  /** POST: multipart/form-data with the report's fields and optional `photo` → 201 `{ message }`. GET: the approved reports, newest first. */
  reports: (routeId: number | string) => `/api/routes/${routeId}/reports`,
  /** GET: LatestReportRow (report-card.ts) for every route with an approved report. */
  latest: "/api/reports/latest",
  /** GET (admin): the reports waiting, oldest first. */
  waiting: "/api/reports/waiting",
  /** POST (admin): JSON `{ decision: "approve" | "approve-and-set" | "reject" }` → `{ message }`. */
  decision: (reportId: number | string) => `/api/reports/${reportId}/decision`,
  /** The reports' photo files. */
  photoPrefix: "/report-photos/",
  /** Atom: a route's condition changes and approved reports. */
  routeFeed: (routeId: number | string) => `/routes/${routeId}/conditions.atom`,
  /** Atom: the same for every route. */
  feed: "/conditions.atom",
} as const;
