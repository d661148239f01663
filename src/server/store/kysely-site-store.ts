import { type Kysely, type Selectable, sql } from "kysely";
import type { DeviceClass } from "../../shared/device-class.ts";
import type { EnglishTextKind, EnglishTexts, EnglishTextsOf } from "../../shared/english-texts.ts";
import type { SiteEvent, SiteEventInput } from "../../shared/event.ts";
import { MAX_REFERRER_HOSTS_PER_DAY, OTHER_REFERRER } from "../../shared/page-view.ts";
import type { Route, RouteInput } from "../../shared/route.ts";
import type { ConditionReport, RouteCondition, RouteConditionBrief, RouteConditions, RouteSeason } from "../../shared/route-condition.ts";
import { type Clock, systemClock } from "../clock.ts";
import { audit, bumpVersion, versionKey } from "./audit.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import type { IdentityStore } from "./identity-store.ts";
import { KyselyIdentityStore } from "./kysely-identity-store.ts";
import { KyselyPhotoStore } from "./kysely-photo-store.ts";
import type { PhotoStore } from "./photo-store.ts";
import type { AuditRecord, DataSet, PageViewCount, SiteStore, StoredEvent, StoredTrack, TrackUpload } from "./site-store.ts";

const routeColumns = ["id", "name", "region", "description", "distance", "latitude", "longitude", "link", "videolink"] as const;
const eventColumns = ["id", "name", "date", "description", "link"] as const;

/** The one SiteStore implementation: Kysely compiles the same queries for SQLite and PostgreSQL. */
export class KyselySiteStore implements SiteStore {
  readonly db: Kysely<DatabaseSchema>;
  readonly identity: IdentityStore;
  readonly photos: PhotoStore;
  readonly #now: Clock;
  readonly #changeToken: (() => string) | undefined;
  /** The last version read of each data set, with the change token read just before it. */
  readonly #versions = new Map<DataSet, { token: string; version: string }>();

  /**
   * changeToken, when given, must return a value that changes whenever anything may have been committed
   * to the database since it last returned the same value (sqliteChangeToken); dataVersion then skips the
   * query while it stays the same. Without it, every dataVersion call reads the version row.
   */
  constructor(db: Kysely<DatabaseSchema>, now: Clock = systemClock, changeToken?: () => string) {
    this.db = db;
    this.identity = new KyselyIdentityStore(db);
    this.photos = new KyselyPhotoStore(db, now);
    this.#now = now;
    this.#changeToken = changeToken;
  }

  async dataVersion(dataSet: DataSet): Promise<string> {
    // The token is read before the version row: a change committed after it moves the token, so the
    // pair saved below can only ever make the next call read again, never keep an older version.
    const token = this.#readChangeToken();
    if (token !== undefined) {
      const known = this.#versions.get(dataSet);
      if (known?.token === token) return known.version;
    }
    const row = await this.db.selectFrom("site_meta").select("value").where("key", "=", versionKey(dataSet)).executeTakeFirst();
    const version = row?.value ?? "initial";
    if (token !== undefined) this.#versions.set(dataSet, { token, version });
    return version;
  }

  #readChangeToken(): string | undefined {
    if (!this.#changeToken) return undefined;
    try {
      return this.#changeToken();
    } catch {
      // A busy or closing database: no shortcut, the query below answers or fails on its own.
      return undefined;
    }
  }

  async listRoutes(): Promise<Route[]> {
    const rows = await this.db.selectFrom("routes").select(routeColumns).orderBy("id").execute();
    return rows.map(toRoute);
  }

  async listEvents(): Promise<SiteEvent[]> {
    return this.db.selectFrom("events").select(eventColumns).orderBy("id").execute();
  }

  async listStoredEvents(): Promise<StoredEvent[]> {
    const rows = await this.db
      .selectFrom("events")
      .select([...eventColumns, "created_at"])
      .orderBy("id")
      .execute();
    return rows.map(({ created_at, ...event }) => ({ ...event, createdAt: created_at }));
  }

  async addRoute(input: RouteInput, actor = "system"): Promise<Route> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.#now().toISOString();
      const route = toRoute(
        await trx
          .insertInto("routes")
          .values({ ...input, created_at: now })
          .returning(routeColumns)
          .executeTakeFirstOrThrow(),
      );
      await bumpVersion(trx, "routes");
      await audit(trx, { at: now, actor, action: "add", entity: "route", entityId: route.id, details: route });
      return route;
    });
  }

  async deleteRoute(id: number, actor = "system"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const track = await trx.selectFrom("route_tracks").select(["file_name", "stats"]).where("route_id", "=", id).executeTakeFirst();
      const deleted = await trx.deleteFrom("routes").where("id", "=", id).returning(routeColumns).executeTakeFirst();
      if (!deleted) return false;
      await bumpVersion(trx, "routes");
      const at = this.#now().toISOString();
      // The deleted row goes into the audit record, so a mistaken delete can be undone by hand.
      await audit(trx, { at, actor, action: "delete", entity: "route", entityId: id, details: toRoute(deleted) });
      // Its track went with it (ON DELETE CASCADE): say so, as removing the track alone would.
      if (track) {
        await audit(trx, {
          at,
          actor,
          action: "delete",
          entity: "route_track",
          entityId: id,
          details: { fileName: track.file_name, stats: JSON.parse(track.stats) as unknown },
        });
      }
      return true;
    });
  }

  async getRoute(id: number): Promise<Route | undefined> {
    const row = await this.db.selectFrom("routes").select(routeColumns).where("id", "=", id).executeTakeFirst();
    return row ? toRoute(row) : undefined;
  }

  async updateRoute(id: number, input: RouteInput, actor = "system"): Promise<Route | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("routes").select(routeColumns).where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const route = toRoute(await trx.updateTable("routes").set(input).where("id", "=", id).returning(routeColumns).executeTakeFirstOrThrow());
      await bumpVersion(trx, "routes");
      // Both versions go into the audit record, so a mistaken edit can be undone by hand.
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "update",
        entity: "route",
        entityId: id,
        details: { before: toRoute(before), after: route },
      });
      return route;
    });
  }

  async getRouteTrack(routeId: number): Promise<StoredTrack | undefined> {
    const row = await this.db
      .selectFrom("route_tracks")
      .select(["route_id", "file_name", "line", "endpoints", "profile", "stats", "created_at", "updated_at"])
      .where("route_id", "=", routeId)
      .executeTakeFirst();
    if (!row) return undefined;
    const endpoints = JSON.parse(row.endpoints) as { start: [number, number]; end: [number, number] };
    return {
      routeId: Number(row.route_id),
      fileName: row.file_name,
      analysis: {
        line: JSON.parse(row.line) as [number, number][],
        start: endpoints.start,
        end: endpoints.end,
        profile: row.profile === null ? null : (JSON.parse(row.profile) as StoredTrack["analysis"]["profile"]),
        stats: JSON.parse(row.stats) as StoredTrack["analysis"]["stats"],
      },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async listTrackStats(): Promise<{ routeId: number; stats: StoredTrack["analysis"]["stats"] }[]> {
    const rows = await this.db.selectFrom("route_tracks").select(["route_id", "stats"]).orderBy("route_id").execute();
    return rows.map((row) => ({ routeId: Number(row.route_id), stats: JSON.parse(row.stats) as StoredTrack["analysis"]["stats"] }));
  }

  async getRouteGpx(routeId: number): Promise<Uint8Array | undefined> {
    const row = await this.db.selectFrom("route_tracks").select("gpx").where("route_id", "=", routeId).executeTakeFirst();
    return row?.gpx;
  }

  async setRouteTrack(routeId: number, upload: TrackUpload, actor = "system"): Promise<"added" | "replaced" | false> {
    return this.db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", routeId).executeTakeFirst();
      if (!route) return false;
      const now = this.#now().toISOString();
      const { analysis } = upload;
      const columns = {
        gpx: upload.file.gzip,
        file_name: upload.fileName,
        line: JSON.stringify(analysis.line),
        endpoints: JSON.stringify({ start: analysis.start, end: analysis.end }),
        profile: analysis.profile === null ? null : JSON.stringify(analysis.profile),
        stats: JSON.stringify(analysis.stats),
        updated_at: now,
      };
      const existing = await trx.selectFrom("route_tracks").select("route_id").where("route_id", "=", routeId).executeTakeFirst();
      const outcome = existing ? "replaced" : "added";
      // An upsert, so two uploads racing on PostgreSQL end with one track, not a key violation.
      await trx
        .insertInto("route_tracks")
        .values({ ...columns, route_id: routeId, created_at: now })
        .onConflict((conflict) => conflict.column("route_id").doUpdateSet(columns))
        .execute();
      await bumpVersion(trx, "routes");
      // The file itself stays out of the audit trail; its digest says which file it was.
      await audit(trx, {
        at: now,
        actor,
        action: outcome === "added" ? "add" : "replace",
        entity: "route_track",
        entityId: routeId,
        details: {
          fileName: upload.fileName,
          bytes: upload.file.bytes,
          sha256: upload.file.sha256,
          stats: analysis.stats,
        },
      });
      return outcome;
    });
  }

  async removeRouteTrack(routeId: number, actor = "system"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom("route_tracks").where("route_id", "=", routeId).returning(["file_name", "stats"]).executeTakeFirst();
      if (!removed) return false;
      await bumpVersion(trx, "routes");
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "delete",
        entity: "route_track",
        entityId: routeId,
        details: { fileName: removed.file_name, stats: JSON.parse(removed.stats) as unknown },
      });
      return true;
    });
  }

  async addEvent(input: SiteEventInput, actor = "system"): Promise<SiteEvent> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.#now().toISOString();
      const event = await trx
        .insertInto("events")
        .values({ ...input, created_at: now })
        .returning(eventColumns)
        .executeTakeFirstOrThrow();
      await bumpVersion(trx, "events");
      await audit(trx, { at: now, actor, action: "add", entity: "event", entityId: event.id, details: event });
      return event;
    });
  }

  async deleteEvent(id: number, actor = "system"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom("events").where("id", "=", id).returning(eventColumns).executeTakeFirst();
      if (!deleted) return false;
      await bumpVersion(trx, "events");
      await audit(trx, { at: this.#now().toISOString(), actor, action: "delete", entity: "event", entityId: id, details: deleted });
      return true;
    });
  }

  async listEnglishTexts(kind: EnglishTextKind): Promise<EnglishTextsOf[]> {
    const rows = await this.db
      .selectFrom(englishTable[kind])
      .select(["id", "name_en", "description_en"])
      .where((eb) => eb.or([eb("name_en", "is not", null), eb("description_en", "is not", null)]))
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ id: row.id, nameEn: row.name_en, descriptionEn: row.description_en }));
  }

  async getEnglishTexts(kind: EnglishTextKind, id: number): Promise<EnglishTexts | undefined> {
    const row = await this.db.selectFrom(englishTable[kind]).select(["name_en", "description_en"]).where("id", "=", id).executeTakeFirst();
    return row ? { nameEn: row.name_en, descriptionEn: row.description_en } : undefined;
  }

  async setEnglishTexts(kind: EnglishTextKind, id: number, texts: EnglishTexts, actor = "system"): Promise<boolean> {
    const table = englishTable[kind];
    return this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom(table).select(["name_en", "description_en"]).where("id", "=", id).executeTakeFirst();
      if (!before) return false;
      await trx.updateTable(table).set({ name_en: texts.nameEn, description_en: texts.descriptionEn }).where("id", "=", id).execute();
      // The English pages' caches follow the list's version, so they see the change at once.
      await bumpVersion(trx, table);
      await audit(trx, {
        at: this.#now().toISOString(),
        actor,
        action: "update-english",
        entity: kind,
        entityId: id,
        details: { before: { nameEn: before.name_en, descriptionEn: before.description_en }, after: texts },
      });
      return true;
    });
  }

  async setRouteCondition(routeId: number, report: ConditionReport, actor = "system"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", routeId).executeTakeFirst();
      if (!route) return false;
      const at = this.#now().toISOString();
      await trx
        .insertInto("route_conditions")
        .values({ route_id: routeId, condition: report.condition, note: report.note, checked_on: report.checkedOn, created_at: at })
        .execute();
      // The route's page and the conditions list are cached per version of the routes.
      await bumpVersion(trx, "routes");
      await audit(trx, { at, actor, action: "set-condition", entity: "route", entityId: routeId, details: report });
      return true;
    });
  }

  async setRouteSeason(routeId: number, season: RouteSeason | null, actor = "system"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const route = await trx.selectFrom("routes").select("id").where("id", "=", routeId).executeTakeFirst();
      if (!route) return false;
      const at = this.#now().toISOString();
      const before = await trx.selectFrom("route_seasons").select(["season_from", "season_to"]).where("route_id", "=", routeId).executeTakeFirst();
      if (season === null) {
        await trx.deleteFrom("route_seasons").where("route_id", "=", routeId).execute();
      } else {
        const columns = { season_from: season.from, season_to: season.to, updated_at: at };
        await trx
          .insertInto("route_seasons")
          .values({ ...columns, route_id: routeId })
          .onConflict((conflict) => conflict.column("route_id").doUpdateSet(columns))
          .execute();
      }
      await bumpVersion(trx, "routes");
      await audit(trx, {
        at,
        actor,
        action: "set-season",
        entity: "route",
        entityId: routeId,
        details: { before: before ? { from: before.season_from, to: before.season_to } : null, after: season },
      });
      return true;
    });
  }

  async getRouteConditions(routeId: number, recent?: number): Promise<RouteConditions> {
    let query = this.db.selectFrom("route_conditions").select(["condition", "note", "checked_on"]).where("route_id", "=", routeId).orderBy("id", "desc");
    if (recent !== undefined) query = query.limit(recent);
    const rows = await query.execute();
    const season = await this.db.selectFrom("route_seasons").select(["season_from", "season_to"]).where("route_id", "=", routeId).executeTakeFirst();
    const reports = rows.map(toConditionReport);
    return { current: reports[0] ?? null, recent: reports, season: season ? { from: season.season_from, to: season.season_to } : null };
  }

  async listRouteConditions(): Promise<RouteConditionBrief[]> {
    const latest = await this.db
      .selectFrom("route_conditions")
      .select(["route_id", "condition", "checked_on"])
      .where("id", "in", (eb) =>
        eb
          .selectFrom("route_conditions")
          .select((inner) => inner.fn.max("id").as("id"))
          .groupBy("route_id"),
      )
      .execute();
    const seasons = await this.db.selectFrom("route_seasons").select(["route_id", "season_from", "season_to"]).execute();
    const byRoute = new Map<number, RouteConditionBrief>();
    const entry = (id: number) => {
      let brief = byRoute.get(id);
      if (!brief) {
        brief = { id, condition: null, checkedOn: null, season: null };
        byRoute.set(id, brief);
      }
      return brief;
    };
    for (const row of latest) Object.assign(entry(Number(row.route_id)), { condition: row.condition as RouteCondition, checkedOn: row.checked_on });
    for (const row of seasons) entry(Number(row.route_id)).season = { from: row.season_from, to: row.season_to };
    return [...byRoute.values()].sort((a, b) => a.id - b.id);
  }

  async auditTrail(): Promise<AuditRecord[]> {
    const rows = await this.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    return rows.map((row) => ({
      at: row.at,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details: JSON.parse(row.details) as unknown,
    }));
  }

  /**
   * Adds one view. A referrer host not yet seen that day is kept only while the
   * day has fewer than MAX_REFERRER_HOSTS_PER_DAY hosts; after that its views
   * count under "other", so made-up referrers cannot grow the table without
   * bound (on PostgreSQL, parallel requests may overshoot by a few).
   */
  async countPageView(view: PageViewCount): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      let referrerHost = view.referrerHost;
      if (referrerHost !== "") {
        const known = await trx.selectFrom("page_views").select("day").where("day", "=", view.day).where("referrer_host", "=", referrerHost).executeTakeFirst();
        if (!known) {
          const hosts = await trx
            .selectFrom("page_views")
            .select((eb) => eb.fn.count<number>("referrer_host").distinct().as("count"))
            .where("day", "=", view.day)
            .where("referrer_host", "not in", ["", OTHER_REFERRER])
            .executeTakeFirstOrThrow();
          if (Number(hosts.count) >= MAX_REFERRER_HOSTS_PER_DAY) referrerHost = OTHER_REFERRER;
        }
      }
      await trx
        .insertInto("page_views")
        .values({ day: view.day, path: view.path, referrer_host: referrerHost, device_class: view.deviceClass, views: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "path", "referrer_host", "device_class"]).doUpdateSet((update) => ({ views: sql`${update.ref("page_views.views")} + 1` })),
        )
        .execute();
    });
  }

  async pageViewsOn(day: string): Promise<(PageViewCount & { views: number })[]> {
    const rows = await this.db.selectFrom("page_views").selectAll().where("day", "=", day).orderBy("views", "desc").orderBy("path").execute();
    return rows.map((row) => ({
      day: row.day,
      path: row.path,
      referrerHost: row.referrer_host,
      deviceClass: row.device_class as DeviceClass,
      views: Number(row.views),
    }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** The table of each kind of thing that has English texts. */
const englishTable = { route: "routes", event: "events" } as const satisfies Record<EnglishTextKind, DataSet>;

function toConditionReport(row: { condition: string; note: string | null; checked_on: string }): ConditionReport {
  return { condition: row.condition as RouteCondition, note: row.note, checkedOn: row.checked_on };
}

/** Numbers come back as numbers from both drivers, but be explicit: the API promises JSON numbers. */
function toRoute(row: Pick<Selectable<DatabaseSchema["routes"]>, (typeof routeColumns)[number]>): Route {
  return {
    ...row,
    distance: Number(row.distance),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}
