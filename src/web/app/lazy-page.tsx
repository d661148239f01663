import { type ComponentType, lazy } from "react";
import { parse } from "regexparam";
import { type Lang, langOfPath, pathWithoutLang } from "../../shared/site-paths.ts";
import { useLang } from "../i18n/i18n.tsx";
import { type PageEntry, pages } from "./pages.ts";

const loaded = new Map<PageEntry, ComponentType>();
/** The pages whose content in a language (a chunk of its own) is loaded too. */
const contentLoaded = { is: new Set<PageEntry>(), en: new Set<PageEntry>() };
const contentOf = (page: PageEntry, lang: Lang) => (lang === "en" ? page.english : page.icelandic);
const lazyComponents = new Map<string, ComponentType>();

const isReady = (page: PageEntry, lang: Lang) => loaded.has(page) && (contentOf(page, lang) === undefined || contentLoaded[lang].has(page));

/**
 * Loads a page's code once, and its content in the page's language where that is a chunk of its own;
 * afterwards the page renders at once, with no Suspense fallback.
 */
export async function preloadPage(page: PageEntry, lang: Lang = "is"): Promise<void> {
  const loadContent = contentOf(page, lang);
  const content = loadContent && !contentLoaded[lang].has(page) ? loadContent() : undefined;
  if (!loaded.has(page)) loaded.set(page, await page.load());
  if (content) {
    await content;
    contentLoaded[lang].add(page);
  }
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
  const lang = useLang();
  const Loaded = loaded.get(page);
  if (Loaded && isReady(page, lang)) return <Loaded />;
  const key = `${lang} ${page.path}`;
  let Lazy = lazyComponents.get(key);
  if (!Lazy) {
    Lazy = lazy(async () => {
      await preloadPage(page, lang);
      return { default: loaded.get(page) as ComponentType };
    });
    lazyComponents.set(key, Lazy);
  }
  return <Lazy />;
}
