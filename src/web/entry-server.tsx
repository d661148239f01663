/**
 * The web app rendered to HTML on the server (built by `vite build --ssr` into
 * dist/web/server/, loaded by src/server/web.ts): each page's HTML holds its
 * hero image, heading and text before any JavaScript runs.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { heroImages } from "./app/hero/hero-images.ts";
import { Layout } from "./app/layout.tsx";
import { preloadPage } from "./app/lazy-page.tsx";
import { type PageData, PageDataContext, pageDataScript } from "./app/page-data.ts";
import { pages } from "./app/pages.ts";
import { withServerMeta } from "./config.ts";

export { heroImages, pageDataScript };

/** Loads every page's code once, so each render afterwards is synchronous. */
export async function preparePages(): Promise<void> {
  await Promise.all(pages.map(preloadPage));
}

/**
 * The HTML inside #root for one URL (path and query). `meta` is what the
 * browser would read from the <meta> tags the server adds (src/web/config.ts).
 */
export function renderPage(url: string, meta: Readonly<Record<string, string>>, data: PageData): string {
  return withServerMeta(meta, () =>
    renderToString(
      <StrictMode>
        <PageDataContext value={data}>
          <Router ssrPath={url}>
            <Layout />
          </Router>
        </PageDataContext>
      </StrictMode>,
    ),
  );
}
