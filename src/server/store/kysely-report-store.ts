import type { Kysely, Selectable } from "kysely";
import type { PublicRiderReport, ReportDecision, WaitingRiderReport } from "../../shared/condition-report.ts";
import { reportPaths } from "../../shared/condition-report.ts";
import type { PhotoFile } from "../../shared/photo.ts";
import type { LatestReportRow } from "../../shared/report-card.ts";
import { MAX_CONDITION_NOTE, type RouteCondition } from "../../shared/route-condition.ts";
import { type Clock, systemClock } from "../clock.ts";
import { audit, bumpVersion } from "./audit.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import type { AddReportResult, ConditionFeedEntry, NewRiderReport, ReportStore, WaitingLimits } from "./report-store.ts";

type ReportRow = Selectable<DatabaseSchema["condition_reports"]>;
type FileRow = Omit<Selectable<DatabaseSchema["condition_report_files"]>, "bytes">;

const fileColumns = ["report_id", "name", "content_type", "width", "height"] as const;

/** Riders' reports in the site's database (docs/decisions/066). */
export class KyselyReportStore implements ReportStore {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #now: Clock;

  constructor(db: Kysely<DatabaseSchema>, now: Clock = systemClock) {
    this.#db = db;
    this.#now = now;
  }

  async markChallengeUsed(challengeId: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.#db.deleteFrom("report_challenges_used").where("expires_at", "<", now.toISOString()).execute();
    const inserted = await this.#db
      .insertInto("report_challenges_used")
      .values({ challenge_id: challengeId, expires_at: expiresAt.toISOString() })
      .onConflict((conflict) => conflict.column("challenge_id").doNothing())
      .returning("challenge_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async countWaiting(routeId: number, clientHash: string): Promise<{ total: number; route: number; routeAndClient: number }> {
    return countWaiting(this.#db, routeId, clientHash);
  }

  async addReport(report: NewRiderReport, limits: WaitingLimits): Promise<AddReportResult> {
    return this.#db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", report.routeId).executeTakeFirst();
      if (!route) return "no-route";
      const counts = await countWaiting(trx, report.routeId, report.clientHash);
      if (counts.total >= limits.total) return "all-full";
      if (counts.route >= limits.perRoute) return "route-full";
      if (counts.routeAndClient >= limits.perRouteAndClient) return "client-full";
      const { id } = await trx
        .insertInto("condition_reports")
        .values({
          route_id: report.routeId,
          status: "waiting",
          condition: report.condition,
          ridden_on: report.riddenOn,
          note: report.note,
          name: report.name,
          email: report.email,
          client_hash: report.clientHash,
          photo_far: report.flags.photoFar ? 1 : 0,
          photo_other_day: report.flags.photoOtherDay ? 1 : 0,
          created_at: this.#now().toISOString(),
          approved_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const file of report.files) {
        await trx
          .insertInto("condition_report_files")
          .values({ report_id: id, name: file.name, content_type: file.type, width: file.width, height: file.height, bytes: file.bytes })
          .execute();
      }
      return { id: Number(id) };
    });
  }

  async forgetEmails(before: Date): Promise<number> {
    const result = await this.#db
      .updateTable("condition_reports")
      .set({ email: null })
      .where("email", "is not", null)
      .where("created_at", "<", before.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async listWaiting(): Promise<WaitingRiderReport[]> {
    const rows = await this.#db
      .selectFrom("condition_reports")
      .innerJoin("routes", "routes.id", "condition_reports.route_id")
      .selectAll("condition_reports")
      .select("routes.name as route_name")
      .where("status", "=", "waiting")
      .orderBy("condition_reports.id")
      .execute();
    const files = await this.#filesOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => {
      const photo = files.get(Number(row.id)) ?? [];
      return {
        ...toPublic(row, photo),
        routeName: row.route_name,
        email: row.email,
        createdAt: row.created_at,
        flags: { photoFar: Number(row.photo_far) === 1, photoOtherDay: Number(row.photo_other_day) === 1, noPhoto: photo.length === 0 },
      };
    });
  }

  async decide(reportId: number, decision: ReportDecision, actor = "system"): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("condition_reports").selectAll().where("id", "=", reportId).where("status", "=", "waiting").executeTakeFirst();
      if (!row) return false;
      const at = this.#now().toISOString();
      // The audit record says what was decided about which report; the e-mail address stays out of it.
      const details = { routeId: Number(row.route_id), condition: row.condition, riddenOn: row.ridden_on, note: row.note, name: row.name };
      if (decision === "reject") {
        await trx.deleteFrom("condition_report_files").where("report_id", "=", reportId).execute();
        await trx.deleteFrom("condition_reports").where("id", "=", reportId).execute();
        await audit(trx, { at, actor, action: "reject-report", entity: "condition-report", entityId: reportId, details });
        return true;
      }
      await trx
        .updateTable("condition_reports")
        .set({ status: "approved", approved_at: at, email: null, client_hash: null })
        .where("id", "=", reportId)
        .execute();
      await audit(trx, { at, actor, action: "approve-report", entity: "condition-report", entityId: reportId, details });
      if (decision === "approve-and-set") {
        // The route's note is shorter than a report's: a longer note is cut with an ellipsis.
        const note = [...row.note].length > MAX_CONDITION_NOTE ? `${[...row.note].slice(0, MAX_CONDITION_NOTE - 1).join("")}…` : row.note;
        const report = { condition: row.condition as RouteCondition, note: note === "" ? null : note, checkedOn: row.ridden_on };
        await trx
          .insertInto("route_conditions")
          .values({ route_id: row.route_id, condition: report.condition, note: report.note, checked_on: report.checkedOn, created_at: at })
          .execute();
        await audit(trx, { at, actor, action: "set-condition", entity: "route", entityId: Number(row.route_id), details: { ...report, fromReport: reportId } });
      }
      await bumpVersion(trx, "routes");
      return true;
    });
  }

  async listApproved(routeId: number, limit: number): Promise<PublicRiderReport[]> {
    const rows = await this.#db
      .selectFrom("condition_reports")
      .selectAll()
      .where("route_id", "=", routeId)
      .where("status", "=", "approved")
      .orderBy("ridden_on", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const files = await this.#filesOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => toPublic(row, files.get(Number(row.id)) ?? []));
  }

  async listLatest(): Promise<LatestReportRow[]> {
    const rows = await this.#db
      .selectFrom("condition_reports")
      .select(["route_id", (eb) => eb.fn.max("ridden_on").as("ridden_on")])
      .where("status", "=", "approved")
      .groupBy("route_id")
      .orderBy("route_id")
      .execute();
    return rows.map((row) => [Number(row.route_id), String(row.ridden_on)]);
  }

  async getFile(name: string): Promise<{ type: string; bytes: Uint8Array; approved: boolean } | undefined> {
    const row = await this.#db
      .selectFrom("condition_report_files")
      .innerJoin("condition_reports", "condition_reports.id", "condition_report_files.report_id")
      .select(["condition_report_files.content_type", "condition_report_files.bytes", "condition_reports.status"])
      .where("condition_report_files.name", "=", name)
      .executeTakeFirst();
    return row && { type: row.content_type, bytes: row.bytes, approved: row.status === "approved" };
  }

  async feedEntries(routeId: number | undefined, limit: number): Promise<ConditionFeedEntry[]> {
    let changes = this.#db
      .selectFrom("route_conditions")
      .innerJoin("routes", "routes.id", "route_conditions.route_id")
      .select(["route_conditions.id", "route_conditions.route_id", "routes.name", "condition", "note", "checked_on", "route_conditions.created_at"])
      .orderBy("route_conditions.id", "desc")
      .limit(limit);
    let reports = this.#db
      .selectFrom("condition_reports")
      .innerJoin("routes", "routes.id", "condition_reports.route_id")
      .select([
        "condition_reports.id",
        "condition_reports.route_id",
        "routes.name as route_name",
        "condition",
        "note",
        "condition_reports.name",
        "ridden_on",
        "approved_at",
      ])
      .where("status", "=", "approved")
      .orderBy("approved_at", "desc")
      .limit(limit);
    if (routeId !== undefined) {
      changes = changes.where("route_conditions.route_id", "=", routeId);
      reports = reports.where("condition_reports.route_id", "=", routeId);
    }
    const entries: ConditionFeedEntry[] = [
      ...(await changes.execute()).map((row) => ({
        kind: "change" as const,
        id: Number(row.id),
        routeId: Number(row.route_id),
        routeName: row.name,
        condition: row.condition as RouteCondition,
        note: row.note,
        day: row.checked_on,
        at: row.created_at,
      })),
      ...(await reports.execute()).map((row) => ({
        kind: "report" as const,
        id: Number(row.id),
        routeId: Number(row.route_id),
        routeName: row.route_name,
        condition: row.condition as RouteCondition,
        note: row.note,
        name: row.name,
        day: row.ridden_on,
        at: row.approved_at ?? "",
      })),
    ];
    return entries.sort((a, b) => (a.at === b.at ? (a.kind === b.kind ? b.id - a.id : a.kind === "report" ? -1 : 1) : a.at < b.at ? 1 : -1)).slice(0, limit);
  }

  async #filesOf(reportIds: number[]): Promise<Map<number, PhotoFile[]>> {
    const byReport = new Map<number, PhotoFile[]>();
    if (reportIds.length === 0) return byReport;
    const rows: FileRow[] = await this.#db.selectFrom("condition_report_files").select(fileColumns).where("report_id", "in", reportIds).execute();
    for (const row of rows.sort((a, b) => Number(a.width) - Number(b.width))) {
      const list = byReport.get(Number(row.report_id)) ?? [];
      list.push({
        url: `${reportPaths.photoPrefix}${row.name}`,
        width: Number(row.width),
        height: Number(row.height),
        type: row.content_type as PhotoFile["type"],
      });
      byReport.set(Number(row.report_id), list);
    }
    return byReport;
  }
}

async function countWaiting(
  db: Kysely<DatabaseSchema>,
  routeId: number,
  clientHash: string,
): Promise<{ total: number; route: number; routeAndClient: number }> {
  const count = async (routeOnly: boolean, clientOnly: boolean) => {
    let query = db
      .selectFrom("condition_reports")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "waiting");
    if (routeOnly) query = query.where("route_id", "=", routeId);
    if (clientOnly) query = query.where("client_hash", "=", clientHash);
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  return { total: await count(false, false), route: await count(true, false), routeAndClient: await count(true, true) };
}

function toPublic(row: ReportRow, photo: PhotoFile[]): PublicRiderReport {
  return {
    id: Number(row.id),
    routeId: Number(row.route_id),
    condition: row.condition as RouteCondition,
    riddenOn: row.ridden_on,
    note: row.note,
    name: row.name,
    photo,
    approvedAt: row.approved_at ?? "",
  };
}
