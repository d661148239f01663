/**
 * Browser-side configuration. The server writes these values into index.html
 * as <meta> tags (src/server/web/web.ts), so one build serves every deployment;
 * the defaults apply under `vite dev`.
 */
import { type Advertisement, defaultAdLinkText, defaultAdvertisement } from "../content/advertisement.ts";
import { defaultAdLinkTextEn, defaultAdvertisementEn } from "../content/en/advertisement.ts";
import { ownerPlaceholders } from "../content/site.ts";

/** While the server renders a page: the <meta> values it will send with it (src/web/entry-server.tsx). */
let serverMeta: Readonly<Record<string, string>> | null = null;

/** Runs a synchronous server render with the values the page's <meta> tags will hold. */
export function withServerMeta<T>(meta: Readonly<Record<string, string>>, render: () => T): T {
  serverMeta = meta;
  try {
    return render();
  } finally {
    serverMeta = null;
  }
}

function readMeta(name: string, fallback: string): string {
  if (serverMeta) return serverMeta[name] || fallback;
  if (typeof document === "undefined") return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

/** Read on each use: in the browser the tags never change; on the server each render has its own. */
export const webConfig = {
  get mapTileUrl() {
    return readMeta("map-tile-url", "https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  },
  get mapTileAttribution() {
    return readMeta("map-tile-attribution", '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
  },
  /**
   * MAP_TILE_OFFLINE on the server: the tile server's terms allow fetching its tiles ahead for offline use, so
   * saving a route saves the tiles around its track too (docs/decisions/038). Off by default (OpenStreetMap).
   */
  get mapTileOffline() {
    return readMeta("map-tile-offline", "") === "true";
  },
  /** Google Analytics 4 measurement id, or "" when the site does not use it. */
  get gaMeasurementId() {
    return readMeta("ga-measurement-id", "");
  },
  /** The owner's e-mail (SITE_EMAIL), or an obvious placeholder. */
  get siteEmail() {
    return readMeta("site-email", ownerPlaceholders.email);
  },
  /** The owner's Facebook page (SITE_FACEBOOK_URL), or "" when none is configured. */
  get facebookPageUrl() {
    return readMeta("site-facebook-url", "");
  },
  /** Where the Facebook icon links: the owner's page, or Facebook's front page. */
  get facebookUrl() {
    return readMeta("site-facebook-url", ownerPlaceholders.facebookUrl);
  },
  get youtubeUrl() {
    return readMeta("site-youtube-url", ownerPlaceholders.youtubeUrl);
  },
  get advertisement(): Advertisement {
    return readAdvertisement("is");
  },
  /** The banner on a page in `lang`: the owner's sponsor as configured, or the default banner in that language. */
  advertisementIn(lang: "is" | "en"): Advertisement {
    return readAdvertisement(lang);
  },
};

/** The owner's sponsor when the server sends one (ad-url and ad-text together), else the spec's wind service. */
function readAdvertisement(lang: "is" | "en"): Advertisement {
  const href = readMeta("ad-url", "");
  const text = readMeta("ad-text", "");
  if (href === "" || text === "") return lang === "en" ? defaultAdvertisementEn() : defaultAdvertisement;
  return {
    href,
    text,
    title: readMeta("ad-title", "") || undefined,
    linkText: readMeta("ad-link-text", lang === "en" ? defaultAdLinkTextEn : defaultAdLinkText),
  };
}
