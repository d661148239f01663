// Written by scripts/compile-catalogues.ts from ./privacy-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./privacy-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "privacy.heading": [
   "Persónuverndarstefna"
  ],
  "privacy.contact": [
   "Hafðu samband"
  ]
 },
 "en": {
  "privacy.heading": [
   "Privacy policy"
  ],
  "privacy.contact": [
   "Contact us"
  ]
 }
};
