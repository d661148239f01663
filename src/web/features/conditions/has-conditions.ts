import type { RouteConditions } from "../../../shared/route-condition.ts";

/** True when a route has anything to say about its condition: a current one or a usual season. */
export function hasConditions(conditions: RouteConditions | undefined): conditions is RouteConditions {
  return conditions !== undefined && (conditions.current !== null || conditions.season !== null);
}
