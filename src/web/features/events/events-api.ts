import { apiPaths } from "../../../shared/api-paths.ts";
import type { SiteEvent } from "../../../shared/event.ts";
import { useRemoteList } from "../../lib/remote-list.ts";

export const EVENTS_URL = apiPaths.events;

export function useEvents() {
  return useRemoteList<SiteEvent>(EVENTS_URL);
}
