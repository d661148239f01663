import { toIsoDate } from "../../../shared/dates.ts";

/**
 * The visitor's today, YYYY-MM-DD in UTC (Iceland's time all year), read when a condition is shown: whether
 * it is unconfirmed or out of season depends on the day it is read, not the day the page was built.
 * Components take `today` as a prop, so their tests set the day.
 */
export function browserToday(): string {
  return toIsoDate(new Date());
}
