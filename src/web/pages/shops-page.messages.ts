import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The shops page's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "shops.heading": "Rafmagnshjól - Rafhjól",
    "shops.intro":
      "Hér eru verslanir á Íslandi sem selja rafhjól, ásamt þeim tegundum sem vitað er að þær selja. Úrval og verð breytast hratt, svo kynntu þér nýjustu upplýsingar á vef hverrar verslunar.",
    "shops.jumpLabel": "Efni síðunnar",
    "shops.shops": "Verslanir",
    "shops.workshops": "Verkstæði",
    "shops.forSale": "Rafhjól til sölu",
    "shops.viewBikes": "Skoða rafhjólin",
  },
  en: {
    "shops.heading": "E-bike shops and workshops",
    "shops.intro":
      "Here are the shops in Iceland that sell e-bikes, with the brands each is known to sell. Ranges and prices change quickly, so check the latest information on each shop's website.",
    "shops.jumpLabel": "On this page",
    "shops.shops": "Shops",
    "shops.workshops": "Workshops",
    "shops.forSale": "E-bikes for sale",
    "shops.viewBikes": "See the e-bikes",
  },
} satisfies FeatureMessages<"shops.heading" | "shops.intro" | "shops.jumpLabel" | "shops.shops" | "shops.workshops" | "shops.forSale" | "shops.viewBikes">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
