import type { Route } from "./route.ts";

/** SPEC section 5: the search text is trimmed and lower-cased; blank matches everything. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase("is");
}

/** A route matches when the text is contained in its name, region or description. */
export function routeMatches(route: Pick<Route, "name" | "region" | "description">, text: string): boolean {
  const needle = normaliseSearch(text);
  if (needle === "") return true;
  return [route.name, route.region, route.description].some((field) => field.toLocaleLowerCase("is").includes(needle));
}

export function filterRoutes<T extends Pick<Route, "name" | "region" | "description">>(routes: readonly T[], text: string): T[] {
  return routes.filter((route) => routeMatches(route, text));
}
