import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The Facebook post's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "social.title": "Færsla frá Rafhjól á Íslandi á Facebook",
    "social.placeholder": "Hér birtist nýjasta færslan okkar á Facebook þegar Facebook-síða vefsins hefur verið tengd.",
    "social.notice": "Þegar færslan er sýnd fær Facebook upplýsingar um heimsókn þína á þessa síðu.",
    "social.show": "Sýna færsluna",
  },
  en: {
    "social.title": "A post from Rafhjól á Íslandi on Facebook",
    "social.placeholder": "Our latest Facebook post will appear here once the site's Facebook page has been connected.",
    "social.notice": "When the post is shown, Facebook learns about your visit to this page.",
    "social.show": "Show the post",
  },
} satisfies FeatureMessages<"social.title" | "social.placeholder" | "social.notice" | "social.show">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
