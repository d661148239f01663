/**
 * The pages of the site (SPEC section 2). The server answers these with the
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
