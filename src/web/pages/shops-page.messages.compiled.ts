// Written by scripts/compile-catalogues.ts from ./shops-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./shops-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "shops.heading": [
   "Rafmagnshjól - Rafhjól"
  ],
  "shops.intro": [
   "Hér eru verslanir á Íslandi sem selja rafhjól, ásamt þeim tegundum sem vitað er að þær selja. Úrval og verð breytast hratt, svo kynntu þér nýjustu upplýsingar á vef hverrar verslunar."
  ],
  "shops.jumpLabel": [
   "Efni síðunnar"
  ],
  "shops.shops": [
   "Verslanir"
  ],
  "shops.workshops": [
   "Verkstæði"
  ],
  "shops.forSale": [
   "Rafhjól til sölu"
  ],
  "shops.viewBikes": [
   "Skoða rafhjólin"
  ]
 },
 "en": {
  "shops.heading": [
   "E-bike shops and workshops"
  ],
  "shops.intro": [
   "Here are the shops in Iceland that sell e-bikes, with the brands each is known to sell. Ranges and prices change quickly, so check the latest information on each shop's website."
  ],
  "shops.jumpLabel": [
   "On this page"
  ],
  "shops.shops": [
   "Shops"
  ],
  "shops.workshops": [
   "Workshops"
  ],
  "shops.forSale": [
   "E-bikes for sale"
  ],
  "shops.viewBikes": [
   "See the e-bikes"
  ]
 }
};
