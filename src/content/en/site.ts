/**
 * The site's name in English pages: the Icelandic name stays the site's name,
 * with its meaning given where a page introduces the site.
 */
import { site } from "../site.ts";

export const siteEn = {
  name: site.name,
  /** What the name means, e.g. for "Rafhjól á Íslandi (E-bikes in Iceland)". */
  nameMeaning: "E-bikes in Iceland",
  footerYear: site.footerYear,
} as const;
