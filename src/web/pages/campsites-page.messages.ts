import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The campsites page's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "campsites.heading": "Tjaldsvæði",
    "campsites.list": "Tjaldsvæði um landið",
    "campsites.facebook": "Frá okkur á Facebook",
    "campsites.tips": "Góð ráð",
  },
  en: {
    "campsites.heading": "Campsites",
    "campsites.list": "Campsites around the country",
    "campsites.facebook": "From us on Facebook",
    "campsites.tips": "Good advice",
  },
} satisfies FeatureMessages<"campsites.heading" | "campsites.list" | "campsites.facebook" | "campsites.tips">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
