// Written by scripts/compile-catalogues.ts from ./route-sites-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./route-sites-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "routeSites.heading": [
   "Hjólaleiðir og Hjólaferðir"
  ],
  "routeSites.intro": [
   "Hér eru vefir þar sem finna má hjólaleiðir, kort og hjólaferðir um landið: leiðavefir, sveitarfélög, þjóðgarðar, félög sem standa fyrir hjólaferðum, ferðavefir landshlutanna og fyrirtæki sem bjóða hjólaferðir og hjólaleigu. Tenglarnir opnast í nýjum flipa."
  ],
  "routeSites.visit": [
   "Skoða vefinn"
  ],
  "routeSites.kind.leiðavefur": [
   "Leiðavefir og kort"
  ],
  "routeSites.kind.sveitarfélag": [
   "Sveitarfélög"
  ],
  "routeSites.kind.þjóðgarður": [
   "Þjóðgarðar"
  ],
  "routeSites.kind.félag": [
   "Félög og klúbbar"
  ],
  "routeSites.kind.hjólaferðir": [
   "Hjólaferðir og hjólaleiga"
  ],
  "routeSites.kind.ferðaþjónusta": [
   "Ferðavefir landshluta"
  ],
  "routeSites.kind.upplýsingar": [
   "Gagnlegar upplýsingar"
  ]
 },
 "en": {
  "routeSites.heading": [
   "Bike routes and bike tours"
  ],
  "routeSites.intro": [
   "Here are websites where you can find bike routes, maps and bike trips around Iceland: route sites, municipalities, national parks, clubs that organise bike trips, the regions' travel sites, and companies offering bike tours and bike hire. The links open in a new tab."
  ],
  "routeSites.visit": [
   "Visit the website"
  ],
  "routeSites.kind.leiðavefur": [
   "Route sites and maps"
  ],
  "routeSites.kind.sveitarfélag": [
   "Municipalities"
  ],
  "routeSites.kind.þjóðgarður": [
   "National parks"
  ],
  "routeSites.kind.félag": [
   "Clubs and associations"
  ],
  "routeSites.kind.hjólaferðir": [
   "Bike tours and bike hire"
  ],
  "routeSites.kind.ferðaþjónusta": [
   "Regional travel sites"
  ],
  "routeSites.kind.upplýsingar": [
   "Useful information"
  ]
 }
};
