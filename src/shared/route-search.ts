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
 * Folds each route's fields once (lower case, no accents, Icelandic letters
 * spelled out: search-fold.ts), so a keystroke over 10,000 routes is a scan of
 * prepared strings, not 30,000 fresh foldings; only the typed text is folded per
 * keystroke. The fields are joined by NUL, names first; a search text holding a
 * NUL matches nothing, so no match can span two fields, and a match found before
 * the end of the names is a match in a name.
 *
 * Typing narrows a search letter by letter: when the new text contains the
 * last one, only the last matches can still match, so only they are scanned.
 */
export function searchIndex<T extends Searchable>(routes: readonly T[]): SearchIndex<T> {
  const fields = (route: T) =>
    [route.name, route.nameEn, route.region, route.description, route.descriptionEn].filter((field) => field != null && field !== "");
  const haystacks = routes.map((route) => foldForSearch(fields(route).join("\u0000")));
  // Where each haystack's names end: folding can change a string's length, so measured on the folded names.
  const nameEnds = routes.map((route) => foldForSearch([route.name, route.nameEn].filter((field) => field != null && field !== "").join("\u0000")).length);
  const all = routes.map((_route, index) => index);
  // The last text's matches, in the index's order (not grouped), so the next scan can narrow from them.
  let last = { needle: "", matches: all };
  return {
    filter(text) {
      const needle = foldForSearch(normaliseSearch(text));
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
