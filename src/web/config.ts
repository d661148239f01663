/**
 * Browser-side configuration. The server writes these values into index.html
 * as <meta> tags (src/server/web.ts), so one build serves every deployment;
 * the defaults apply under `vite dev`.
 */
import { type Advertisement, defaultAdLinkText, defaultAdvertisement } from "../content/advertisement.ts";
import { ownerPlaceholders } from "../content/site.ts";

function readMeta(name: string, fallback: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

export const webConfig = {
  mapTileUrl: readMeta("map-tile-url", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  mapTileAttribution: readMeta("map-tile-attribution", '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /** Google Analytics 4 measurement id, or "" when the site does not use it. */
  gaMeasurementId: readMeta("ga-measurement-id", ""),
  /** The owner's e-mail (SITE_EMAIL), or an obvious placeholder. */
  siteEmail: readMeta("site-email", ownerPlaceholders.email),
  /** The owner's Facebook page (SITE_FACEBOOK_URL), or "" when none is configured. */
  facebookPageUrl: readMeta("site-facebook-url", ""),
  /** Where the Facebook icon links: the owner's page, or Facebook's front page. */
  facebookUrl: readMeta("site-facebook-url", ownerPlaceholders.facebookUrl),
  youtubeUrl: readMeta("site-youtube-url", ownerPlaceholders.youtubeUrl),
  advertisement: readAdvertisement(),
} as const;

/** The owner's sponsor when the server sends one (ad-url and ad-text together), else the spec's wind service. */
function readAdvertisement(): Advertisement {
  const href = readMeta("ad-url", "");
  const text = readMeta("ad-text", "");
  if (href === "" || text === "") return defaultAdvertisement;
  return { href, text, title: readMeta("ad-title", "") || undefined, linkText: readMeta("ad-link-text", defaultAdLinkText) };
}
