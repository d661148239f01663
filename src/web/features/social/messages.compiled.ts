// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "social.title": [
   "Færsla frá Rafhjól á Íslandi á Facebook"
  ],
  "social.placeholder": [
   "Hér birtist nýjasta færslan okkar á Facebook þegar Facebook-síða vefsins hefur verið tengd."
  ],
  "social.notice": [
   "Þegar færslan er sýnd fær Facebook upplýsingar um heimsókn þína á þessa síðu."
  ],
  "social.show": [
   "Sýna færsluna"
  ]
 },
 "en": {
  "social.title": [
   "A post from Rafhjól á Íslandi on Facebook"
  ],
  "social.placeholder": [
   "Our latest Facebook post will appear here once the site's Facebook page has been connected."
  ],
  "social.notice": [
   "When the post is shown, Facebook learns about your visit to this page."
  ],
  "social.show": [
   "Show the post"
  ]
 }
};
