// Written by scripts/compile-catalogues.ts from ./blonduos-page.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../i18n/feature-messages.ts";
import type { messages as source } from "./blonduos-page.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "blonduos.heading": [
   "Hjólað frá Blönduósi"
  ],
  "blonduos.routes": [
   "Hjólaleiðir"
  ],
  "blonduos.stay": [
   "Gisting"
  ],
  "blonduos.routeLink": [
   "Leiðarlýsing"
  ],
  "blonduos.areaLink": [
   "Um svæðið"
  ]
 },
 "en": {
  "blonduos.heading": [
   "Cycling from Blönduós"
  ],
  "blonduos.routes": [
   "Bike routes"
  ],
  "blonduos.stay": [
   "Places to stay"
  ],
  "blonduos.routeLink": [
   "Route description"
  ],
  "blonduos.areaLink": [
   "About the area"
  ]
 }
};
