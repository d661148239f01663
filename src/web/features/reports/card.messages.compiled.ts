// Written by scripts/compile-catalogues.ts from ./card.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./card.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "newReport": [
   "Ný lýsing frá ",
   [
    "date"
   ]
  ]
 },
 "en": {
  "newReport": [
   "New report from ",
   [
    "date"
   ]
  ]
 }
};
