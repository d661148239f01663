import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The copy-the-address button's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "contact.copy": "Afrita netfang",
    "contact.copyFailed": "Villa við afritun",
    "contact.copied": "Netfang afritað!",
  },
  en: {
    "contact.copy": "Copy e-mail address",
    "contact.copyFailed": "Could not copy",
    "contact.copied": "Email address copied!",
  },
} satisfies FeatureMessages<"contact.copy" | "contact.copyFailed" | "contact.copied">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
