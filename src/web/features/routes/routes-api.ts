import { apiPaths } from "../../../shared/api-paths.ts";
import type { Route } from "../../../shared/route.ts";
import { useWithEnglish } from "../../lib/english-texts.ts";
import { useRemoteList } from "../../lib/remote-list.ts";

export const ROUTES_URL = apiPaths.routes;

/** The routes in server order (oldest first); pages that list newest first reverse them. */
export function useRoutes() {
  // On the English pages each route carries its English name and description when it has them.
  return useWithEnglish(useRemoteList<Route>(ROUTES_URL), "route");
}
