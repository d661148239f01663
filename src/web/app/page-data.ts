import { createContext, useContext } from "react";
import type { EnglishTexts } from "../../shared/english-texts.ts";
import type { Route } from "../../shared/route.ts";

/**
 * What the server chose or knew when it wrote the page, sent beside the HTML
 * (<script id="page-data">) so the browser's first render matches it: the hero
 * image it picked and, on a route's page, the route itself (its track follows
 * from the API: it can be large).
 */
export interface PageData {
  heroIndex?: number;
  route?: Route;
  /** On an English route page: the route's English texts (both null when it has none). */
  routeEnglish?: EnglishTexts;
}

export const PAGE_DATA_ELEMENT_ID = "page-data";

export const PageDataContext = createContext<PageData>({});

export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** Reads the server's page data in the browser; {} when there is none (vite dev) or it is unreadable. */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null ? (value as PageData) : {};
  } catch {
    return {};
  }
}

/** JSON that is safe inside a <script> element: no "<" can close it. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}
