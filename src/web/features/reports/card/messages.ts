import { compiledFeatureMessages } from "../../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../../i18n/feature-messages.ts";

/** The /routes cards' line about a recent rider's report: its own small catalogue, loaded after the page. */
export const messages = {
  is: { newReport: "Ný lýsing frá {date}" },
  en: { newReport: "New report from {date}" },
} satisfies FeatureMessages<"newReport">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
