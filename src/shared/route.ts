import { z } from "zod";
import { httpUrl, numberField, requiredText } from "./fields.ts";

/** A cycling route as stored and as answered by GET /backend/get_routes.php. */
export interface Route {
  id: number;
  name: string;
  region: string;
  description: string;
  /** Length in kilometres. */
  distance: number;
  latitude: number;
  longitude: number;
  /** Absolute http(s) URL of a page with details about the route. */
  link: string;
  /** Absolute http(s) URL of a video, or null when there is none. */
  videolink: string | null;
}

export type RouteInput = Omit<Route, "id">;

/**
 * What the admin's Add Route form sends. Unknown fields are
 * rejected so a typo in a client never silently drops data.
 */
export const routeInputSchema = z.strictObject({
  name: requiredText("name", 120),
  region: requiredText("region", 80),
  description: requiredText("description", 2000),
  distance: numberField("distance", (number) =>
    number.positive({ error: "distance must be a positive number" }).max(5000, { error: "distance must be at most 5000 km" }),
  ),
  latitude: numberField("latitude", (number) =>
    number.min(-90, { error: "latitude must be between -90 and 90" }).max(90, { error: "latitude must be between -90 and 90" }),
  ),
  longitude: numberField("longitude", (number) =>
    number.min(-180, { error: "longitude must be between -180 and 180" }).max(180, { error: "longitude must be between -180 and 180" }),
  ),
  link: httpUrl("link"),
  videolink: httpUrl("videolink").nullable().default(null),
}) satisfies z.ZodType<RouteInput, unknown>;
