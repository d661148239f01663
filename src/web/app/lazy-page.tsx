import { type ComponentType, lazy } from "react";
import { parse } from "regexparam";
import { langOfPath, pathWithoutLang } from "../../shared/site-paths.ts";
import { type PageEntry, pages } from "./pages.ts";

const loaded = new Map<PageEntry, ComponentType>();
const lazyComponents = new Map<PageEntry, ComponentType>();

/** Loads a page's code once; afterwards the page renders at once, with no Suspense fallback. */
export async function preloadPage(page: PageEntry): Promise<void> {
  if (!loaded.has(page)) loaded.set(page, await page.load());
}

const patterns = pages.filter((page) => page.path !== "*").map((page) => ({ page, pattern: parse(page.path).pattern }));
const notFoundPage = pages.find((page) => page.path === "*") as PageEntry;

/** The pages a language has: English has every page but /admin (docs/decisions/034). */
export const pagesIn = (lang: "is" | "en"): readonly PageEntry[] => (lang === "en" ? pages.filter((page) => page.path !== "/admin") : pages);

/** The page a path (/routes, /en/routes) opens (the not-found page when none matches), with the router's own pattern syntax. */
export function pageFor(pathname: string): PageEntry {
  const lang = langOfPath(pathname);
  const path = pathWithoutLang(pathname);
  const page = patterns.find(({ pattern }) => pattern.test(path))?.page ?? notFoundPage;
  return pagesIn(lang).includes(page) ? page : notFoundPage;
}

/**
 * A page that is already loaded renders directly, so the server's HTML and the
 * browser's first render are the same tree and React can hydrate it; a page
 * not loaded yet (a later click) suspends until its chunk arrives.
 */
export function PageOutlet({ page }: { page: PageEntry }) {
  const Loaded = loaded.get(page);
  if (Loaded) return <Loaded />;
  let Lazy = lazyComponents.get(page);
  if (!Lazy) {
    Lazy = lazy(async () => {
      await preloadPage(page);
      return { default: loaded.get(page) as ComponentType };
    });
    lazyComponents.set(page, Lazy);
  }
  return <Lazy />;
}
