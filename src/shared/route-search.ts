import type { Route } from "./route.ts";
import { foldForSearch } from "./search-fold.ts";

/** What a search looks in: the route's name, region and description, and its English name and description when it has them. */
type Searchable = Pick<Route, "name" | "region" | "description"> & { nameEn?: string | null; descriptionEn?: string | null };

/** The search text is trimmed and lower-cased; blank matches everything. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase("is");
}

/** A route matches when the text is contained in its name, region or description (or English name or description), folded (search-fold.ts). */
export function routeMatches(route: Searchable, text: string): boolean {
  return searchIndex([route]).filter(text).length === 1;
}

export function filterRoutes<T extends Searchable>(routes: readonly T[], text: string): T[] {
  return searchIndex(routes).filter(text);
}

export interface SearchIndex<T> {
  /** The routes that match, in the order the index was built with. */
  filter(text: string): T[];
}

/**
 * Folds each route's fields once (lower case, no accents, Icelandic letters
 * spelled out: search-fold.ts), so a keystroke over 10,000 routes is a scan of
 * prepared strings (a few milliseconds), not 30,000 fresh foldings; only the
 * typed text is folded per keystroke. The fields are joined by NUL; a search text
 * holding a NUL matches nothing, so no match can span two fields.
 *
 * Typing narrows a search letter by letter: when the new text contains the
 * last one, only the last matches can still match, so only they are scanned.
 */
export function searchIndex<T extends Searchable>(routes: readonly T[]): SearchIndex<T> {
  const haystacks = routes.map((route) =>
    foldForSearch(
      [route.name, route.region, route.description, route.nameEn, route.descriptionEn].filter((field) => field != null && field !== "").join("\u0000"),
    ),
  );
  const all = routes.map((_route, index) => index);
  let last = { needle: "", matches: all };
  return {
    filter(text) {
      const needle = foldForSearch(normaliseSearch(text));
      if (needle === "") return [...routes];
      if (needle.includes("\u0000")) return [];
      const candidates = needle.includes(last.needle) ? last.matches : all;
      const matches: number[] = [];
      for (const index of candidates) {
        if ((haystacks[index] as string).includes(needle)) matches.push(index);
      }
      last = { needle, matches };
      return matches.map((index) => routes[index] as T);
    },
  };
}
