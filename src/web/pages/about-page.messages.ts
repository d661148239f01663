import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The about page's texts (its content is in src/content), in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "about.heading": "Um okkur",
    "about.email": "Netfang",
  },
  en: {
    "about.heading": "About us",
    "about.email": "Email",
  },
} satisfies FeatureMessages<"about.heading" | "about.email">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
