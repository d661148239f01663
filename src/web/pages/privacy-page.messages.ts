import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The privacy page's texts (its content is in src/content), in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "privacy.heading": "Persónuverndarstefna",
    "privacy.contact": "Hafðu samband",
  },
  en: {
    "privacy.heading": "Privacy policy",
    "privacy.contact": "Contact us",
  },
} satisfies FeatureMessages<"privacy.heading" | "privacy.contact">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
