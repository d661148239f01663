import { apiPaths, WRITE_HEADER } from "../../../../shared/api-paths.ts";
import type { ConditionReport, RouteCondition, RouteConditionBrief, RouteConditions, RouteSeason } from "../../../../shared/route-condition.ts";
import { invalidateList } from "../../../lib/remote-list.ts";

/** A call of the admin's; a non-OK answer is an error carrying the server's own (Icelandic) message. */
async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    credentials: "same-origin",
    ...init,
    // The server refuses writes without this header (no other site's page can send it).
    headers: { accept: "application/json", "content-type": "application/json", [WRITE_HEADER.name]: WRITE_HEADER.value },
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) throw new Error(typeof body?.message === "string" && body.message !== "" ? body.message : `HTTP ${response.status}`);
  return body as T;
}

/** Every route's current condition and season, as stored now. */
export const loadConditionList = () => call<RouteConditionBrief[]>(apiPaths.routeConditions, { cache: "no-cache" });

/** Every change of one route's condition, newest first. */
export const loadConditionHistory = (id: number) => call<ConditionReport[]>(apiPaths.routeCondition(id), { cache: "no-cache" });

/** Sets a route's condition (checked today unless `checkedOn` says otherwise); the public pages then fetch the list afresh. */
export async function saveCondition(
  id: number,
  input: { condition: RouteCondition; note?: string; checkedOn?: string },
): Promise<{ message: string; conditions: RouteConditions }> {
  const answer = await call<{ message: string; conditions: RouteConditions }>(apiPaths.routeCondition(id), { method: "PUT", body: JSON.stringify(input) });
  invalidateList(apiPaths.routeConditions);
  return answer;
}

/** Sets (null: removes) a route's usual season. */
export async function saveSeason(id: number, season: RouteSeason | null): Promise<{ message: string; season: RouteSeason | null }> {
  const answer = await call<{ message: string; season: RouteSeason | null }>(apiPaths.routeSeason(id), { method: "PUT", body: JSON.stringify(season) });
  invalidateList(apiPaths.routeConditions);
  return answer;
}
