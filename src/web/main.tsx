import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { ENGLISH_BASE, langOfPath } from "../shared/site-paths.ts";
import { Layout } from "./app/layout.tsx";
import { pageFor, preloadPage } from "./app/lazy-page.tsx";
import { PageDataContext, readPageData } from "./app/page-data.ts";
import { LanguageProvider, pageLanguage } from "./i18n/i18n.tsx";
import { loadCatalogue } from "./i18n/load-catalogue.ts";
import { whenIdle } from "./lib/when-idle.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The page's language is in its path (English under /en): only that language's messages are fetched.
const lang = langOfPath(window.location.pathname);

// The server sent this page's HTML already (src/server/web/web.ts): load the page's code, then
// hydrate, so the first render is the same tree as the server's and nothing on screen changes.
const [messages] = await Promise.all([loadCatalogue(lang), preloadPage(pageFor(window.location.pathname), lang)]);
// A task of its own for hydration, apart from evaluating the code.
await new Promise((resolve) => setTimeout(resolve, 0));
const app = (
  <StrictMode>
    <LanguageProvider language={pageLanguage(lang, messages)}>
      <PageDataContext value={readPageData()}>
        <Router base={lang === "en" ? ENGLISH_BASE : ""}>
          <Layout />
        </Router>
      </PageDataContext>
    </LanguageProvider>
  </StrictMode>
);
if (root.firstElementChild) {
  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer the
  // visitor in between, instead of holding the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);

// The service worker (docs/decisions/037), once the page has loaded and the browser is idle: it never
// competes with the first visit. Refused (a private window, a test's browser) is the same as no worker.
const registerWorker = () => {
  whenIdle(() => void navigator.serviceWorker.register("/service-worker.js").catch(() => {}), null);
};
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });
}
