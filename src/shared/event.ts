import { z } from "zod";
import { isCalendarDate } from "./dates.ts";
import { httpUrl, plainString, requiredText } from "./fields.ts";

/** An event as stored and as answered by GET /backend/get_events.php. */
export interface SiteEvent {
  id: number;
  name: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  description: string;
  /** Absolute http(s) URL with details about the event. */
  link: string;
}

export type SiteEventInput = Omit<SiteEvent, "id">;

export const eventInputSchema = z.strictObject({
  name: requiredText("name", 120),
  date: plainString("date").refine(isCalendarDate, { error: "date must be a real calendar date YYYY-MM-DD" }),
  description: requiredText("description", 2000),
  link: httpUrl("link"),
}) satisfies z.ZodType<SiteEventInput, unknown>;
