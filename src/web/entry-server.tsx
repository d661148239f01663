/**
 * The web app rendered to HTML on the server (built by `vite build --ssr` into
 * dist/web/server/, loaded by src/server/web.ts): each page's HTML holds its
 * hero image, heading and text before any JavaScript runs, in the page's
 * language (the path under /en is English, docs/decisions/034).
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { ENGLISH_BASE, type Lang, langOfPath } from "../shared/site-paths.ts";
import { heroImages } from "./app/hero/hero-images.ts";
import { Layout } from "./app/layout.tsx";
import { preloadPage } from "./app/lazy-page.tsx";
import { type PageData, PageDataContext, pageDataScript } from "./app/page-data.ts";
import { pages } from "./app/pages.ts";
import { withServerMeta } from "./config.ts";
import { messages as enMessages } from "./i18n/catalogues/en-lingui.ts";
import { messages as isMessages } from "./i18n/catalogues/is-lingui.ts";
import { LanguageProvider, pageLanguage } from "./i18n/i18n.tsx";

export { heroImages, pageDataScript };

const languages = { is: pageLanguage("is", isMessages), en: pageLanguage("en", enMessages) };

/** Loads every page's code once, so each render afterwards is synchronous. */
export async function preparePages(): Promise<void> {
  await Promise.all(pages.flatMap((page) => [preloadPage(page, "is"), preloadPage(page, "en")]));
}

/** The site's title and description in a language, for the page's <head>. */
export function siteHead(lang: Lang): { title: string; description: string } {
  const { t } = languages[lang];
  return { title: t("site.title"), description: t("site.description") };
}

/**
 * The HTML inside #root for one URL (path and query). `meta` is what the
 * browser would read from the <meta> tags the server adds (src/web/config.ts).
 */
export function renderPage(url: string, meta: Readonly<Record<string, string>>, data: PageData): string {
  const lang = langOfPath(url.split("?")[0] ?? "/");
  return withServerMeta(meta, () =>
    renderToString(
      <StrictMode>
        <LanguageProvider language={languages[lang]}>
          <PageDataContext value={data}>
            <Router ssrPath={url} base={lang === "en" ? ENGLISH_BASE : ""}>
              <Layout />
            </Router>
          </PageDataContext>
        </LanguageProvider>
      </StrictMode>,
    ),
  );
}
