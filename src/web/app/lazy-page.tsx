import { type ComponentType, lazy } from "react";
import { matchRoutes } from "react-router";
import { type PageEntry, pages } from "./pages.ts";

const loaded = new Map<PageEntry, ComponentType>();
const lazyComponents = new Map<PageEntry, ComponentType>();

/** Loads a page's code once; afterwards the page renders at once, with no Suspense fallback. */
export async function preloadPage(page: PageEntry): Promise<void> {
  if (!loaded.has(page)) loaded.set(page, await page.load());
}

/** The page a path opens ("*" when none matches), as the router picks it. */
export function pageFor(pathname: string): PageEntry {
  const match = matchRoutes(
    pages.map((page) => ({ path: page.path, page })),
    pathname,
  );
  return match?.[0]?.route.page ?? (pages.find((page) => page.path === "*") as PageEntry);
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
