import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The contact page's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "contact.heading": "Hafðu samband",
    "contact.text":
      "Veistu um skemmtilega hjólaleið, viðburð eða tjaldsvæði sem á heima á vefnum, hefurðu fundið villu eða ertu með spurningu? Sendu okkur línu í tölvupósti og við skoðum málið.",
  },
  en: {
    "contact.heading": "Contact",
    "contact.text":
      "Do you know a great route, event or campsite that belongs on the site, have you found a mistake or do you have a question? Drop us an e-mail and we will look into it.",
  },
} satisfies FeatureMessages<"contact.heading" | "contact.text">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
