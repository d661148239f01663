/**
 * The pages of the site. The server answers these with the
 * web app and status 200; any other path gets the app's not-found page with 404.
 */
export const sitePaths = [
  "/",
  "/routes",
  "/events",
  "/misc",
  "/about",
  "/contact",
  "/blonduos",
  "/admin",
  "/privacy",
  "/hjolaleidir",
  "/rafmagnshjol",
  "/tjalda",
] as const;

export type SitePath = (typeof sitePaths)[number];

/** Site paths left out of the sitemap (robots.txt leaves them open: only the API is closed to crawlers). */
export const unlistedSitePaths: readonly SitePath[] = ["/admin"];

/**
 * Each route's own page: besides the static paths above, the server
 * answers /routes/{id} for every route that exists, and 404 for any other id.
 */
export const routePagePattern = "/routes/:id";
export const routePagePath = (id: number) => `/routes/${id}`;
