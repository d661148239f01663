import { Suspense, useEffect } from "react";
import { Route, Routes, useLocation, useNavigationType } from "react-router";
import { recordNavigation } from "../features/consent/analytics.ts";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { Footer } from "./footer.tsx";
import { Hero } from "./hero/hero.tsx";
import { PageOutlet } from "./lazy-page.tsx";
import { pages } from "./pages.ts";

/** A click to another page starts at its top; back and forward leave the browser to restore the place. */
function useScrollToTopOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, not when only the navigation type does
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname]);
}

/** The site's chrome around every page; the server renders it too (src/web/entry-server.tsx). */
export function Layout() {
  const location = useLocation();
  useEffect(() => recordNavigation(location), [location]);
  useScrollToTopOnNavigation(location.pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <Hero />
      <main className="flex-1 pb-8">
        <Suspense fallback={null}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={<PageOutlet page={page} />} />
            ))}
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <CookieBanner />
    </div>
  );
}
