import type { Catalogue } from "./is.ts";

/** The English catalogue: the same keys as is.ts, in natural English (docs/decisions/033). */
export const en: Catalogue = {
  "site.name": "Rafhjól á Íslandi",
  "site.title": "Rafhjól á Íslandi – e-bike routes in Iceland",
  "site.description": "E-bike routes on a map, events, campsites, shops and advice for everyone riding electric mountain bikes in Iceland.",
  "language.switch": "Íslenska",
  "language.switchTitle": "Lesa þessa síðu á íslensku",
};
