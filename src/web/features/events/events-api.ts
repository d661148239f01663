import { apiPaths } from "../../../shared/api-paths.ts";
import type { SiteEvent } from "../../../shared/event.ts";
import { useWithEnglish } from "../../lib/english-texts.ts";
import { useRemoteList } from "../../lib/remote-list.ts";

export const EVENTS_URL = apiPaths.events;

export function useEvents() {
  // On the English pages each event carries its English name and description when it has them.
  return useWithEnglish(useRemoteList<SiteEvent>(EVENTS_URL), "event");
}
