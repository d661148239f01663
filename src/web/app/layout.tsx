import { Outlet, ScrollRestoration } from "react-router";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { Footer } from "./footer.tsx";
import { Hero } from "./hero/hero.tsx";

export function Layout() {
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
