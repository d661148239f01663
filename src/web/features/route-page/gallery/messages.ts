import { compiledFeatureMessages } from "../../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../../i18n/feature-messages.ts";

/** The route page's photo gallery and its full-screen view. */
export const messages = {
  is: {
    heading: "Myndir",
    open: "{alt} – opna í fullri stærð",
    viewer: "Mynd {number} af {total}",
    previous: "Fyrri mynd",
    next: "Næsta mynd",
    close: "Loka",
    keys: "Örvalyklar fletta, Escape lokar.",
  },
  en: {
    heading: "Photos",
    open: "{alt} – open full size",
    viewer: "Photo {number} of {total}",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close",
    keys: "Arrow keys move between photos, Escape closes.",
  },
} satisfies FeatureMessages<"heading" | "open" | "viewer" | "previous" | "next" | "close" | "keys">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
