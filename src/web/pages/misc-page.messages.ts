import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The tips page's texts (its content is in src/content), in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "misc.heading": "Hitt og þetta...",
    "misc.intro":
      "Hér eru góð ráð um viðhald rafhjólsins og flutning þess á bíl, ásamt leit að myndböndum á YouTube og tenglum á hjólaverslanir sem geta aðstoðað.",
  },
  en: {
    "misc.heading": "Tips and tricks",
    "misc.intro": "Here are tips on looking after your e-bike and carrying it on a car, with YouTube video searches and links to bike shops that can help.",
  },
} satisfies FeatureMessages<"misc.heading" | "misc.intro">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
