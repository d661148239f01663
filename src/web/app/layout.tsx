import { Suspense, useEffect, useRef, useState } from "react";
import { Route, Switch, useLocation, useRouter } from "wouter";
import { langOfPath } from "../../shared/site-paths.ts";
import { recordNavigationWhenIdle } from "../features/consent/analytics.ts";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { useLang, useT } from "../i18n/i18n.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { Footer } from "./footer.tsx";
import { Hero } from "./hero/hero.tsx";
import { PageOutlet, pageFor, pagesIn, preloadPage } from "./lazy-page.tsx";

/** A click to another page starts at its top; back and forward leave the browser to restore the place. */
function useScrollToTopOnNavigation(pathname: string) {
  const cameBack = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    const onPopState = () => {
      cameBack.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page changes
  useEffect(() => {
    if (!first.current && !cameBack.current) window.scrollTo(0, 0);
    first.current = false;
    cameBack.current = false;
  }, [pathname]);
}

/**
 * A page's code is fetched when a pointer rests on, a finger touches or the
 * keyboard reaches a link to it, so it is usually there by the time of the click.
 */
function usePreloadPagesOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
      if (!link) return;
      const { pathname } = new URL(link.getAttribute("href") ?? "/", window.location.origin);
      void preloadPage(pageFor(pathname), langOfPath(pathname)).catch(() => {});
    };
    for (const type of ["pointerover", "touchstart", "focusin"]) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of ["pointerover", "touchstart", "focusin"]) document.removeEventListener(type, onIntent);
    };
  }, []);
}

/** Says the page is loading only if its code takes more than a moment, so a quick change does not flash. */
function PageLoading() {
  const t = useT();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return slow ? (
    <p role="status" className="mx-auto w-full max-w-content px-4 pt-8 text-slate-600">
      {t("layout.pageLoading")}
    </p>
  ) : null;
}

/**
 * Marks the document once React has taken over the server's HTML: from then on
 * every button works (tests wait for it; tests/e2e/support/browser.ts).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** The site's chrome around every page; the server renders it too (src/web/entry-server.tsx). */
export function Layout() {
  const [relativePathname] = useLocation();
  const { base } = useRouter();
  // The path as the address bar has it (/en/routes on the English pages).
  const pathname = base === "" ? relativePathname : relativePathname === "/" ? base : `${base}${relativePathname}`;
  const lang = useLang();
  useScrollToTopOnNavigation(pathname);
  // A page view for each page the visitor opens: a new path. A new query string on the same page (a search, a
  // filter or the sort on /routes) is the visitor using that page, not another view of it (docs/decisions/051).
  useEffect(() => recordNavigationWhenIdle(pathname), [pathname]);
  usePreloadPagesOnIntent();
  return (
    <div className="flex min-h-screen flex-col">
      <Hero />
      <main className="flex-1 pb-8">
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {pagesIn(lang).map((page) =>
              page.path === "*" ? (
                <Route key={page.path}>
                  <PageOutlet page={page} />
                </Route>
              ) : (
                <Route key={page.path} path={page.path}>
                  <PageOutlet page={page} />
                </Route>
              ),
            )}
          </Switch>
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <CookieBanner />
    </div>
  );
}
