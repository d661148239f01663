import { expect } from "vitest";
import { apiPaths } from "../../../src/shared/api-paths.ts";
import type { Route } from "../../../src/shared/route.ts";
import type { RouteTrack } from "../../../src/shared/track.ts";
import { adminBaseURL } from "./browser.ts";
import { adminCookie, writeHeader } from "./sign-in.ts";

/** A route's fields as the admin's form sends them. */
type RouteFields = Omit<Route, "id">;

/** A made-up route for tests: its name says so, and its link goes nowhere real. */
const testRoute: Omit<RouteFields, "name"> = {
  distance: 6,
  region: "Suðurland",
  description: "Tilbúinn ferill fyrir prófanir.",
  link: "https://example.is/prufa",
  videolink: null,
  latitude: 63.83,
  longitude: -20.4,
};

/**
 * A route with a SYNTHETIC track, made through the API as the admin's scripts would: the route, then its GPX
 * file. Returns the route and its track as the route's page reads it.
 */
export async function createRouteWithTrack(
  fields: Partial<RouteFields> & { name: string },
  gpx: Buffer,
  base: string = adminBaseURL(),
): Promise<{ route: Route; track: RouteTrack }> {
  const cookie = await adminCookie(base);
  const added = await fetch(new URL(apiPaths.addRoute, base), {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...writeHeader },
    body: JSON.stringify({ ...testRoute, ...fields }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
  const { route } = (await added.json()) as { route: Route };
  const put = await fetch(new URL(apiPaths.track(route.id), base), {
    method: "PUT",
    headers: { "content-type": "application/gpx+xml", cookie, ...writeHeader },
    body: new Uint8Array(gpx),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const { track } = (await (await fetch(new URL(apiPaths.routeDetails(route.id), base))).json()) as { track: RouteTrack };
  return { route, track };
}
