// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "contact.copy": [
   "Afrita netfang"
  ],
  "contact.copyFailed": [
   "Villa við afritun"
  ],
  "contact.copied": [
   "Netfang afritað!"
  ]
 },
 "en": {
  "contact.copy": [
   "Copy e-mail address"
  ],
  "contact.copyFailed": [
   "Could not copy"
  ],
  "contact.copied": [
   "Email address copied!"
  ]
 }
};
