import { apiPaths } from "../../../shared/api-paths.ts";
import type { Route } from "../../../shared/route.ts";
import { useRemoteList } from "../../lib/remote-list.ts";

export const ROUTES_URL = apiPaths.routes;

/** The routes in server order (oldest first); pages that list newest first reverse them. */
export function useRoutes() {
  return useRemoteList<Route>(ROUTES_URL);
}
