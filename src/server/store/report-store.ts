import type { PublicRiderReport, ReportDecision, ReportInput, WaitingRiderReport } from "../../shared/condition-report.ts";
import type { LatestReportRow } from "../../shared/report-card.ts";
import type { RouteCondition } from "../../shared/route-condition.ts";

/** A report's photo as stored: WebP variants made by the photo pipeline, without metadata. */
export interface NewReportFile {
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface NewRiderReport extends ReportInput {
  routeId: number;
  /** The day's keyed hash of the sender's address (decision 030). */
  clientHash: string;
  flags: { photoFar: boolean; photoOtherDay: boolean };
  files: NewReportFile[];
}

/** The limits on waiting reports, checked in the transaction that adds one. */
export interface WaitingLimits {
  perRouteAndClient: number;
  perRoute: number;
  total: number;
}

export type AddReportResult = { id: number } | "no-route" | "client-full" | "route-full" | "all-full";

/** One entry of a conditions feed: a change the admin made, or an approved report. */
export type ConditionFeedEntry =
  | { kind: "change"; id: number; routeId: number; routeName: string; condition: RouteCondition; note: string | null; day: string; at: string }
  | { kind: "report"; id: number; routeId: number; routeName: string; condition: RouteCondition; note: string; name: string | null; day: string; at: string };

/** Riders' condition reports (docs/decisions/066). Each decision runs in one transaction with its audit record. */
export interface ReportStore {
  /** Marks a proof-of-work challenge used; false when it already was (a replay). Forgets expired ones. */
  markChallengeUsed(challengeId: string, expiresAt: Date, now: Date): Promise<boolean>;
  /** The waiting reports: in all, of the route, and of the route from this client. */
  countWaiting(routeId: number, clientHash: string): Promise<{ total: number; route: number; routeAndClient: number }>;
  /** Adds a waiting report, unless a limit is reached or no route has that id. */
  addReport(report: NewRiderReport, limits: WaitingLimits): Promise<AddReportResult>;
  /** Removes the e-mail address of every report sent before `before`. */
  forgetEmails(before: Date): Promise<number>;
  /** The waiting reports, oldest first. */
  listWaiting(): Promise<WaitingRiderReport[]>;
  /** Approves (and maybe sets the route's condition from) or rejects a waiting report; false when none has that id. */
  decide(reportId: number, decision: ReportDecision, actor?: string): Promise<boolean>;
  /** A route's approved reports, newest day ridden first. */
  listApproved(routeId: number, limit: number): Promise<PublicRiderReport[]>;
  /** The newest approved report's day ridden of each route that has one. */
  listLatest(): Promise<LatestReportRow[]>;
  /** A photo file by name, and whether its report is approved (public) or waiting (the admin's only). */
  getFile(name: string): Promise<{ type: string; bytes: Uint8Array; approved: boolean } | undefined>;
  /** Condition changes and approved reports, newest first, of one route or all. */
  feedEntries(routeId: number | undefined, limit: number): Promise<ConditionFeedEntry[]>;
}
