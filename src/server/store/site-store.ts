import type { DeviceClass } from "../../shared/device-class.ts";
import type { SiteEvent, SiteEventInput } from "../../shared/event.ts";
import type { Route, RouteInput } from "../../shared/route.ts";
import type { IdentityStore } from "./identity-store.ts";

/**
 * Everything the handlers may ask of the database. Handlers depend on this
 * interface only, so the engine behind it (SQLite or PostgreSQL) can change
 * without touching them.
 */
export interface PageViewCount {
  day: string;
  path: string;
  referrerHost: string;
  deviceClass: DeviceClass;
}

export interface AuditRecord {
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: number | null;
  details: unknown;
}

export type DataSet = "routes" | "events";

export interface SiteStore {
  /**
   * A value that changes whenever the data set changes, in the same
   * transaction as the change, so caches in any process can tell.
   */
  dataVersion(dataSet: DataSet): Promise<string>;
  /** Routes in the order they were added (oldest first). */
  listRoutes(): Promise<Route[]>;
  /** Events in the order they were added (oldest first). */
  listEvents(): Promise<SiteEvent[]>;
  /** Each write runs in one transaction with its audit record; `actor` is who made it (the admin's e-mail). */
  addRoute(input: RouteInput, actor?: string): Promise<Route>;
  /** False when no route has that id. */
  deleteRoute(id: number, actor?: string): Promise<boolean>;
  addEvent(input: SiteEventInput, actor?: string): Promise<SiteEvent>;
  deleteEvent(id: number, actor?: string): Promise<boolean>;
  /** Every audited write, oldest first. */
  auditTrail(): Promise<AuditRecord[]>;
  readonly identity: IdentityStore;
  /** Adds one to the count for this day, path, referrer host and device class. */
  countPageView(view: PageViewCount): Promise<void>;
  /** Counts for one day, most viewed first. */
  pageViewsOn(day: string): Promise<(PageViewCount & { views: number })[]>;
  close(): Promise<void>;
}
