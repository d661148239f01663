/**
 * Shapes of the guide pages' content. Content lives in typed data modules
 * beside this file (shops.ts, campsites.ts, …) so an editor changes one list
 * and every page and test that counts it follows.
 */

export interface ExternalLink {
  /** Icelandic link text, e.g. "Vefsíða" or "Myndband á YouTube". */
  label: string;
  /** Absolute https URL (http only where the site has no https). */
  href: string;
}

export interface Shop {
  name: string;
  /** Town or street address when a source confirms it. */
  location?: string;
  /** E-bike brands the shop is known to sell; empty when no source confirms any. */
  brands: string[];
  url: string;
  /** One or two Icelandic sentences of our own. */
  description: string;
}

export interface Workshop {
  name: string;
  location?: string;
  url?: string;
  description: string;
  /** Brands the workshop services, e.g. ["Fantic"]. */
  brands: string[];
}

export type RouteSiteKind = "leiðavefur" | "sveitarfélag" | "þjóðgarður" | "ferðaþjónusta" | "félag" | "hjólaferðir" | "upplýsingar";

export interface RouteSite {
  name: string;
  url: string;
  kind: RouteSiteKind;
  description: string;
}

export interface Campsite {
  name: string;
  /** Landshluti, e.g. "Norðurland eystra". */
  region: string;
  description: string;
  /** Opening period in Icelandic when confirmed, e.g. "1. júní til 1. september". */
  season?: string;
  /** Page where the site can be booked or read about. */
  bookingUrl?: string;
  /** The site takes no bookings (its own page says so): the link to bookingUrl then reads "Vefsíða" / "Website". */
  noBooking?: true;
  /** Names of sample routes nearby; resolved to /routes?routeId={id} at render time. */
  nearbyRouteNames: string[];
  /** Videos, trail pages and other outbound links. */
  links: ExternalLink[];
  /** Approximate position, for a future map of campsites. */
  latitude: number;
  longitude: number;
}

export interface GuideRoute {
  name: string;
  distanceKm: number;
  description: string;
  url: string;
  /**
   * What the link is: "route" when it describes this very route (with a map or
   * GPX file); "area" when only the length is known and the link is about the
   * area the route is in. The page labels the link accordingly.
   */
  link: "route" | "area";
}

export interface Accommodation {
  name: string;
  description: string;
  url: string;
}

export interface Tip {
  id: string;
  title: string;
  /** Paragraphs of Icelandic text. */
  paragraphs: string[];
  links: ExternalLink[];
  /** Name of an illustration file in src/web/assets/tips/ (our own SVG). */
  image: string;
  imageAlt: string;
}

/**
 * One source of facts, two languages of prose. The Icelandic modules hold every
 * entry whole; a second language supplies only the words of each entry (its
 * `K` fields, and its `O` fields where they are more than a proper name), so a
 * URL, brand, position or date cannot differ between the languages: the merged
 * view takes all of those from the Icelandic entry.
 */
export type ProseOf<T, K extends keyof T, O extends keyof T = never> = { readonly [P in K]-?: Exclude<T[P], undefined> } & {
  readonly [P in O]?: Exclude<T[P], undefined>;
};

/**
 * A second language's prose for a whole list, keyed by each Icelandic entry's
 * `name` (the key itself is never shown). Tests check that the keys are exactly
 * the Icelandic names.
 */
export type ProseByName<T extends { name: string }, K extends keyof T, O extends keyof T = never> = Readonly<Record<string, ProseOf<T, K, O>>>;
