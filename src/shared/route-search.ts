import type { Route } from "./route.ts";

type Searchable = Pick<Route, "name" | "region" | "description">;

/** The search text is trimmed and lower-cased; blank matches everything. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase("is");
}

/** A route matches when the text is contained in its name, region or description. */
export function routeMatches(route: Searchable, text: string): boolean {
  return searchIndex([route]).filter(text).length === 1;
}

/** The routes that match `text`: name matches first, then the others, each in the given order (SearchIndex). */
export function filterRoutes<T extends Searchable>(routes: readonly T[], text: string): T[] {
  return searchIndex(routes).filter(text);
}

export interface SearchIndex<T> {
  /**
   * The routes that match: first those whose name holds the text, then those that hold it only in their
   * region or description, each group in the order the index was built with.
   */
  filter(text: string): T[];
}

/**
 * Lower-cases each route's three fields once, so a keystroke over 10,000
 * routes is a scan of prepared strings, not 30,000 fresh lower-casings. The
 * fields are joined by NUL, name first; a search text holding a NUL matches
 * nothing, so no match can span two fields, and a match found before the end
 * of the name is a match in the name.
 *
 * Typing narrows a search letter by letter: when the new text contains the
 * last one, only the last matches can still match, so only they are scanned.
 */
export function searchIndex<T extends Searchable>(routes: readonly T[]): SearchIndex<T> {
  const haystacks = routes.map((route) => `${route.name}\u0000${route.region}\u0000${route.description}`.toLocaleLowerCase("is"));
  // Where each haystack's name ends: lower-casing can change a string's length, so measured on the lower-cased name.
  const nameEnds = routes.map((route) => route.name.toLocaleLowerCase("is").length);
  const all = routes.map((_route, index) => index);
  // The last text's matches, in the index's order (not grouped), so the next scan can narrow from them.
  let last = { needle: "", matches: all };
  return {
    filter(text) {
      const needle = normaliseSearch(text);
      if (needle === "") return [...routes];
      if (needle.includes("\u0000")) return [];
      const candidates = needle.includes(last.needle) ? last.matches : all;
      const matches: number[] = [];
      const inName: T[] = [];
      const elsewhere: T[] = [];
      for (const index of candidates) {
        const at = (haystacks[index] as string).indexOf(needle);
        if (at < 0) continue;
        matches.push(index);
        (at < (nameEnds[index] as number) ? inName : elsewhere).push(routes[index] as T);
      }
      last = { needle, matches };
      return inName.concat(elsewhere);
    },
  };
}
