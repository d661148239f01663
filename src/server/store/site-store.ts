import type { DeviceClass } from "../../shared/device-class.ts";
import type { EnglishTextKind, EnglishTexts, EnglishTextsOf } from "../../shared/english-texts.ts";
import type { SiteEvent, SiteEventInput } from "../../shared/event.ts";
import type { Route, RouteInput } from "../../shared/route.ts";
import type { ConditionReport, RouteConditionBrief, RouteConditions, RouteSeason } from "../../shared/route-condition.ts";
import type { PackedGpx } from "../tracks/packed-gpx.ts";
import type { TrackAnalysis } from "../tracks/track-analysis.ts";
import type { WeatherForecastStore } from "../weather/forecast-store.ts";
import type { IdentityStore } from "./identity-store.ts";
import type { PasskeyStore } from "./passkey-store.ts";
import type { PhotoStore } from "./photo-store.ts";
import type { ReportStore } from "./report-store.ts";

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

/** A GPX file as uploaded (packed for storing) and what the server computed from it. */
export interface TrackUpload {
  file: PackedGpx;
  /** The file's name on the admin's computer (kept for the audit trail). */
  fileName: string;
  analysis: TrackAnalysis;
}

/** An event with the moment it was added (ISO 8601, UTC); events are never edited, only added and deleted. */
export interface StoredEvent extends SiteEvent {
  createdAt: string;
}

export interface StoredTrack {
  routeId: number;
  fileName: string;
  analysis: TrackAnalysis;
  createdAt: string;
  updatedAt: string;
}

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
  /** The same events with the moment each was added (the calendar feed's DTSTAMP). */
  listStoredEvents(): Promise<StoredEvent[]>;
  /** Each write runs in one transaction with its audit record; `actor` is who made it (the admin's e-mail). */
  addRoute(input: RouteInput, actor?: string): Promise<Route>;
  /** False when no route has that id. Its track and photos go with it. */
  deleteRoute(id: number, actor?: string): Promise<boolean>;
  getRoute(id: number): Promise<Route | undefined>;
  /** Replaces every field of a route; undefined when no route has that id. */
  updateRoute(id: number, input: RouteInput, actor?: string): Promise<Route | undefined>;
  /** The route's track without the file; undefined when it has none. */
  getRouteTrack(routeId: number): Promise<StoredTrack | undefined>;
  /** The GPX file exactly as uploaded; undefined when the route has no track. */
  /** The route's GPX file as stored: packed (tracks/packed-gpx.ts `unpackGpx` gives the file back). */
  getRouteGpx(routeId: number): Promise<Uint8Array | undefined>;
  /** Adds or replaces a route's track: "added" or "replaced", or false when no route has that id. */
  setRouteTrack(routeId: number, upload: TrackUpload, actor?: string): Promise<"added" | "replaced" | false>;
  /** False when the route has no track (or does not exist). */
  removeRouteTrack(routeId: number, actor?: string): Promise<boolean>;
  /** The figures of every stored track (no line, profile or file), by route id, smallest first. */
  listTrackStats(): Promise<{ routeId: number; stats: TrackAnalysis["stats"] }[]>;
  addEvent(input: SiteEventInput, actor?: string): Promise<SiteEvent>;
  deleteEvent(id: number, actor?: string): Promise<boolean>;
  /** The English texts of every route or event that has any, by id (oldest first). */
  listEnglishTexts(kind: EnglishTextKind): Promise<EnglishTextsOf[]>;
  /** A route's or event's English texts (both null when it has none); undefined when no such id. */
  getEnglishTexts(kind: EnglishTextKind, id: number): Promise<EnglishTexts | undefined>;
  /** Sets (or, with nulls, clears) a route's or event's English texts; false when no such id. */
  setEnglishTexts(kind: EnglishTextKind, id: number, texts: EnglishTexts, actor?: string): Promise<boolean>;
  /** Adds a change of a route's condition (kept with every earlier one); false when no route has that id. */
  setRouteCondition(routeId: number, report: ConditionReport, actor?: string): Promise<boolean>;
  /** Sets (or, with null, clears) a route's usual season; false when no route has that id. */
  setRouteSeason(routeId: number, season: RouteSeason | null, actor?: string): Promise<boolean>;
  /** A route's current condition, its latest changes (newest first, at most `recent`, all when absent) and its season. */
  getRouteConditions(routeId: number, recent?: number): Promise<RouteConditions>;
  /** The current condition and season of every route that has either, by id. */
  listRouteConditions(): Promise<RouteConditionBrief[]>;
  /** Every audited write, oldest first. */
  auditTrail(): Promise<AuditRecord[]>;
  readonly identity: IdentityStore;
  /** Routes' photos and their files (docs/decisions/041). */
  readonly photos: PhotoStore;
  /** Weather forecasts by grid point, shared by every server (docs/decisions/063). */
  readonly weather: WeatherForecastStore;
  /** Riders' condition reports (docs/decisions/066). */
  readonly reports: ReportStore;
  /** The admin's passkeys, recovery codes and WebAuthn challenges. */
  readonly passkeys: PasskeyStore;
  /** Adds one to the count for this day, path, referrer host and device class. */
  countPageView(view: PageViewCount): Promise<void>;
  /** Counts for one day, most viewed first. */
  pageViewsOn(day: string): Promise<(PageViewCount & { views: number })[]>;
  close(): Promise<void>;
}
