import { isCalendarDate } from "./dates.ts";

/** Whether a route can be ridden, as the admin last found it; the pages say Opin, Varúð, Aurbleyta, Snjór, Lokuð. */
export const routeConditions = ["open", "caution", "mud", "snow", "closed"] as const;
export type RouteCondition = (typeof routeConditions)[number];

/** A condition checked more than this many days ago is shown as "last checked" that day, and may have changed. */
export const CONDITION_FRESH_DAYS = 14;
/** The note is a line or two ("Vegurinn opnar 1. júlí"), not an article. */
export const MAX_CONDITION_NOTE = 280;
/** How many of the latest changes GET /api/routes/:id carries. */
export const RECENT_CONDITIONS = 5;

/** One change of a route's condition, as the admin made it; every change is kept. */
export interface ConditionReport {
  condition: RouteCondition;
  note: string | null;
  /** The day the admin checked it, YYYY-MM-DD. */
  checkedOn: string;
}

/** The days of the year a route is usually rideable, as MM-DD; `from` later than `to` wraps the year's end. */
export interface RouteSeason {
  from: string;
  to: string;
}

/** What GET /api/routes/:id says of a route's condition: the current one, the latest changes (newest first) and its season. */
export interface RouteConditions {
  current: ConditionReport | null;
  recent: ConditionReport[];
  season: RouteSeason | null;
}

/** A route's current condition and season for the lists (cards, map, the admin's list): only routes that have either. */
export interface RouteConditionBrief {
  id: number;
  condition: RouteCondition | null;
  checkedOn: string | null;
  season: RouteSeason | null;
}

import { daysBetween } from "./days-between.ts";

export { daysBetween };

/** True when the day (YYYY-MM-DD) falls within the season, both ends included; a season may wrap the year's end. */
export function isInSeason(season: RouteSeason, day: string): boolean {
  const monthDay = day.slice(5);
  return season.from <= season.to ? season.from <= monthDay && monthDay <= season.to : monthDay >= season.from || monthDay <= season.to;
}

/** What a page says of a route's condition on a given day. */
export interface ConditionStatus {
  /** The current condition; `unconfirmed` when it was checked more than CONDITION_FRESH_DAYS days before the day. */
  report: { condition: RouteCondition; checkedOn: string; unconfirmed: boolean } | null;
  /** The route's usual season when the day is outside it, else null. */
  outOfSeason: RouteSeason | null;
}

/** The rules of staleness and season, for `today` as YYYY-MM-DD (the caller's clock, never read here). */
export function conditionStatus(current: Pick<ConditionReport, "condition" | "checkedOn"> | null, season: RouteSeason | null, today: string): ConditionStatus {
  return {
    report: current && {
      condition: current.condition,
      checkedOn: current.checkedOn,
      unconfirmed: daysBetween(current.checkedOn, today) > CONDITION_FRESH_DAYS,
    },
    outOfSeason: season && !isInSeason(season, today) ? season : null,
  };
}

/** True for MM-DD naming a day that some year has (02-29 included). */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isCalendarDate(`2028-${value}`);
}
