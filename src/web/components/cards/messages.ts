import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The shop and campsite cards' texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "shops.brands": "Tegundir",
    "card.website": "Vefsíða",
    "campsites.nearbyRoute": "Hjólaleið í nágrenninu: {name}",
    "campsites.book": "Bóka / nánar",
    "campsites.open": "Opið: {season}",
  },
  en: {
    "shops.brands": "Brands",
    "card.website": "Website",
    "campsites.nearbyRoute": "Bike route nearby: {name}",
    "campsites.book": "Booking & info",
    "campsites.open": "Open: {season}",
  },
} satisfies FeatureMessages<"shops.brands" | "card.website" | "campsites.nearbyRoute" | "campsites.book" | "campsites.open">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
