import { WRITE_HEADER } from "../../../shared/api-paths.ts";
import type { PublicRiderReport, ReportDecision, ReportField, ReportFieldProblem, WaitingRiderReport } from "../../../shared/condition-report.ts";
import { reportPaths } from "../../../shared/condition-report.ts";

/** What the server said of a report that was sent. */
export type SendResult =
  | { status: "sent" }
  | { status: "field"; field: ReportField; problem: ReportFieldProblem | "photo"; message: string }
  | { status: "tooMany" | "notTaking" | "failed" };

export async function sendReport(routeId: number, data: FormData): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(reportPaths.reports(routeId), { method: "POST", body: data, headers: { [WRITE_HEADER.name]: WRITE_HEADER.value } });
  } catch {
    return { status: "failed" };
  }
  if (response.status === 201) return { status: "sent" };
  if (response.status === 429) return { status: "tooMany" };
  if (response.status === 503) return { status: "notTaking" };
  const body = (await response.json().catch(() => ({}))) as { field?: ReportField; problem?: ReportFieldProblem | "photo"; message?: string };
  if (body.field && body.problem) return { status: "field", field: body.field, problem: body.problem, message: body.message ?? "" };
  return { status: "failed" };
}

export async function loadApproved(routeId: number): Promise<PublicRiderReport[]> {
  const response = await fetch(reportPaths.reports(routeId));
  if (!response.ok) throw new Error(`reports: ${response.status}`);
  return ((await response.json()) as { reports: PublicRiderReport[] }).reports;
}

export async function loadWaiting(): Promise<WaitingRiderReport[]> {
  const response = await fetch(reportPaths.waiting, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`waiting reports: ${response.status}`);
  return ((await response.json()) as { reports: WaitingRiderReport[] }).reports;
}

export async function decideReport(reportId: number, decision: ReportDecision): Promise<void> {
  const response = await fetch(reportPaths.decision(reportId), {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [WRITE_HEADER.name]: WRITE_HEADER.value },
    body: JSON.stringify({ decision }),
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? `decision: ${response.status}`);
}
