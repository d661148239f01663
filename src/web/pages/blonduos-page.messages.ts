import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The Blönduós page's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "blonduos.heading": "Hjólað frá Blönduósi",
    "blonduos.routes": "Hjólaleiðir",
    "blonduos.stay": "Gisting",
    "blonduos.routeLink": "Leiðarlýsing",
    "blonduos.areaLink": "Um svæðið",
  },
  en: {
    "blonduos.heading": "Cycling from Blönduós",
    "blonduos.routes": "Bike routes",
    "blonduos.stay": "Places to stay",
    "blonduos.routeLink": "Route description",
    "blonduos.areaLink": "About the area",
  },
} satisfies FeatureMessages<"blonduos.heading" | "blonduos.routes" | "blonduos.stay" | "blonduos.routeLink" | "blonduos.areaLink">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
