// Written by scripts/compile-catalogues.ts from ./about-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./about-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "about.heading": [
   "Um okkur"
  ],
  "about.email": [
   "Netfang"
  ]
 },
 "en": {
  "about.heading": [
   "About us"
  ],
  "about.email": [
   "Email"
  ]
 }
};
