// Written by scripts/compile-catalogues.ts from ./contact-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./contact-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "contact.heading": [
   "Hafðu samband"
  ],
  "contact.text": [
   "Veistu um skemmtilega hjólaleið, viðburð eða tjaldsvæði sem á heima á vefnum, hefurðu fundið villu eða ertu með spurningu? Sendu okkur línu í tölvupósti og við skoðum málið."
  ]
 },
 "en": {
  "contact.heading": [
   "Contact"
  ],
  "contact.text": [
   "Do you know a great route, event or campsite that belongs on the site, have you found a mistake or do you have a question? Drop us an e-mail and we will look into it."
  ]
 }
};
