import type { Kysely, Selectable } from "kysely";
import type { SiteEvent, SiteEventInput } from "../../shared/event.ts";
import type { Route, RouteInput } from "../../shared/route.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import type { SiteStore } from "./site-store.ts";

const routeColumns = ["id", "name", "region", "description", "distance", "latitude", "longitude", "link", "videolink"] as const;
const eventColumns = ["id", "name", "date", "description", "link"] as const;

/** The one SiteStore implementation: Kysely compiles the same queries for SQLite and PostgreSQL. */
export class KyselySiteStore implements SiteStore {
  readonly db: Kysely<DatabaseSchema>;
  readonly #now: () => Date;

  constructor(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()) {
    this.db = db;
    this.#now = now;
  }

  async listRoutes(): Promise<Route[]> {
    const rows = await this.db.selectFrom("routes").select(routeColumns).orderBy("id").execute();
    return rows.map(toRoute);
  }

  async listEvents(): Promise<SiteEvent[]> {
    return this.db.selectFrom("events").select(eventColumns).orderBy("id").execute();
  }

  async addRoute(input: RouteInput): Promise<Route> {
    const row = await this.db
      .insertInto("routes")
      .values({ ...input, created_at: this.#now().toISOString() })
      .returning(routeColumns)
      .executeTakeFirstOrThrow();
    return toRoute(row);
  }

  async deleteRoute(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom("routes").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addEvent(input: SiteEventInput): Promise<SiteEvent> {
    return this.db
      .insertInto("events")
      .values({ ...input, created_at: this.#now().toISOString() })
      .returning(eventColumns)
      .executeTakeFirstOrThrow();
  }

  async deleteEvent(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
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
