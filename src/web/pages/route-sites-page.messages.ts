import { compiledFeatureMessages } from "../i18n/compile-messages.ts";
import type { FeatureMessages } from "../i18n/feature-messages.ts";

/** The route sites page's texts, in both languages (docs/decisions/036). */
export const messages = {
  is: {
    "routeSites.heading": "Hjólaleiðir og Hjólaferðir",
    "routeSites.intro":
      "Hér eru vefir þar sem finna má hjólaleiðir, kort og hjólaferðir um landið: leiðavefir, sveitarfélög, þjóðgarðar, félög sem standa fyrir hjólaferðum, ferðavefir landshlutanna og fyrirtæki sem bjóða hjólaferðir og hjólaleigu. Tenglarnir opnast í nýjum flipa.",
    "routeSites.visit": "Skoða vefinn",
    "routeSites.kind.leiðavefur": "Leiðavefir og kort",
    "routeSites.kind.sveitarfélag": "Sveitarfélög",
    "routeSites.kind.þjóðgarður": "Þjóðgarðar",
    "routeSites.kind.félag": "Félög og klúbbar",
    "routeSites.kind.hjólaferðir": "Hjólaferðir og hjólaleiga",
    "routeSites.kind.ferðaþjónusta": "Ferðavefir landshluta",
    "routeSites.kind.upplýsingar": "Gagnlegar upplýsingar",
  },
  en: {
    "routeSites.heading": "Bike routes and bike tours",
    "routeSites.intro":
      "Here are websites where you can find bike routes, maps and bike trips around Iceland: route sites, municipalities, national parks, clubs that organise bike trips, the regions' travel sites, and companies offering bike tours and bike hire. The links open in a new tab.",
    "routeSites.visit": "Visit the website",
    "routeSites.kind.leiðavefur": "Route sites and maps",
    "routeSites.kind.sveitarfélag": "Municipalities",
    "routeSites.kind.þjóðgarður": "National parks",
    "routeSites.kind.félag": "Clubs and associations",
    "routeSites.kind.hjólaferðir": "Bike tours and bike hire",
    "routeSites.kind.ferðaþjónusta": "Regional travel sites",
    "routeSites.kind.upplýsingar": "Useful information",
  },
} satisfies FeatureMessages<
  | "routeSites.heading"
  | "routeSites.intro"
  | "routeSites.visit"
  | "routeSites.kind.leiðavefur"
  | "routeSites.kind.sveitarfélag"
  | "routeSites.kind.þjóðgarður"
  | "routeSites.kind.félag"
  | "routeSites.kind.hjólaferðir"
  | "routeSites.kind.ferðaþjónusta"
  | "routeSites.kind.upplýsingar"
>;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
