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
  /**
   * Folds up to `count` more routes' fields, which the first search would otherwise fold first; true once every
   * route's are folded. Lets the folding be spread over idle moments.
   */
  prepare(count?: number): boolean;
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
 *
 * The folding is done by `prepare`, a slice at a time, or by the first search that needs it: a blank search
 * (every route, as the page opens) folds nothing, so the routes are listed without the cost of folding them.
 */
export function searchIndex<T extends Searchable>(routes: readonly T[]): SearchIndex<T> {
  const fields = (route: T) =>
    [route.name, route.nameEn, route.region, route.description, route.descriptionEn].filter((field) => field != null && field !== "");
  const haystacks: string[] = [];
  // Where each haystack's names end: folding can change a string's length, so measured on the folded names.
  const nameEnds: number[] = [];
  /** Folds the routes up to `end` (not included); true once every route is folded. */
  const foldUpTo = (end: number) => {
    for (let index = haystacks.length; index < Math.min(end, routes.length); index += 1) {
      const route = routes[index] as T;
      haystacks.push(foldForSearch(fields(route).join("\u0000")));
      nameEnds.push(foldForSearch([route.name, route.nameEn].filter((field) => field != null && field !== "").join("\u0000")).length);
    }
    return haystacks.length === routes.length;
  };
  // The last text's matches, in the index's order (not grouped), so the next scan can narrow from them; none yet.
  let last: { needle: string; matches: number[] } | undefined;
  return {
    prepare(count = routes.length) {
      return foldUpTo(haystacks.length + count);
    },
    filter(text) {
      const needle = foldForSearch(normaliseSearch(text));
      if (needle === "") return [...routes];
      if (needle.includes("\u0000")) return [];
      foldUpTo(routes.length);
      const candidates = last !== undefined && needle.includes(last.needle) ? last.matches : routes.keys();
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
