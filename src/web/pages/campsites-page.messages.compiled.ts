// Written by scripts/compile-catalogues.ts from ./campsites-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./campsites-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "campsites.heading": [
   "Tjaldsvæði"
  ],
  "campsites.list": [
   "Tjaldsvæði um landið"
  ],
  "campsites.facebook": [
   "Frá okkur á Facebook"
  ],
  "campsites.tips": [
   "Góð ráð"
  ]
 },
 "en": {
  "campsites.heading": [
   "Campsites"
  ],
  "campsites.list": [
   "Campsites around the country"
  ],
  "campsites.facebook": [
   "From us on Facebook"
  ],
  "campsites.tips": [
   "Good advice"
  ]
 }
};
