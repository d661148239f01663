import type { SiteEvent, SiteEventInput } from "../../shared/event.ts";
import type { DeviceClass } from "../../shared/page-view.ts";
import type { Route, RouteInput } from "../../shared/route.ts";

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
  addRoute(input: RouteInput): Promise<Route>;
  /** False when no route has that id. */
  deleteRoute(id: number): Promise<boolean>;
  addEvent(input: SiteEventInput): Promise<SiteEvent>;
  deleteEvent(id: number): Promise<boolean>;
  /** Adds one to the count for this day, path, referrer host and device class. */
  countPageView(view: PageViewCount): Promise<void>;
  /** Counts for one day, most viewed first. */
  pageViewsOn(day: string): Promise<(PageViewCount & { views: number })[]>;
  close(): Promise<void>;
}
