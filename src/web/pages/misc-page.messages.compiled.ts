// Written by scripts/compile-catalogues.ts from ./misc-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./misc-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "misc.heading": [
   "Hitt og þetta..."
  ],
  "misc.intro": [
   "Hér eru góð ráð um viðhald rafhjólsins og flutning þess á bíl, ásamt leit að myndböndum á YouTube og tenglum á hjólaverslanir sem geta aðstoðað."
  ]
 },
 "en": {
  "misc.heading": [
   "Tips and tricks"
  ],
  "misc.intro": [
   "Here are tips on looking after your e-bike and carrying it on a car, with YouTube video searches and links to bike shops that can help."
  ]
 }
};
