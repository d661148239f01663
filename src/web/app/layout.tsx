import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { recordNavigation } from "../features/consent/analytics.ts";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { Footer } from "./footer.tsx";
import { Hero } from "./hero/hero.tsx";

export function Layout() {
  const location = useLocation();
  useEffect(() => recordNavigation(location), [location]);
  return (
    <div className="flex min-h-screen flex-col">
      <Hero />
      <main className="flex-1 pb-8">
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
