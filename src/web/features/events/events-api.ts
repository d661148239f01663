import type { SiteEvent } from "../../../shared/event.ts";
import { useRemoteList } from "../../lib/remote-list.ts";

export const EVENTS_URL = "/backend/get_events.php";

export function useEvents() {
  return useRemoteList<SiteEvent>(EVENTS_URL);
}
