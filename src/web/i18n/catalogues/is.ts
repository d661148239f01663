/**
 * The Icelandic catalogue: every text of the site's chrome and features in
 * ICU MessageFormat (docs/decisions/033). The texts SPEC.md quotes are kept
 * word for word. `en.ts` has the same keys (its type requires them); after a
 * change run `node scripts/compile-catalogues.ts` (a test checks the compiled
 * files are current).
 */
export const is = {
  "site.name": "Rafhjól á Íslandi",
  "site.title": "Rafhjól á Íslandi",
  "site.description": "Rafhjólaleiðir á korti, viðburðir, tjaldsvæði, verslanir og góð ráð fyrir alla sem hjóla á rafmagnsfjallahjólum á Íslandi.",
  "language.switch": "English",
  "language.switchTitle": "Read this page in English",
} as const;

export type MessageKey = keyof typeof is;
export type Catalogue = Readonly<Record<MessageKey, string>>;
