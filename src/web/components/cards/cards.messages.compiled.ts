// Written by scripts/compile-catalogues.ts from ./cards.messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./cards.messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "shops.brands": [
   "Tegundir"
  ],
  "card.website": [
   "Vefsíða"
  ],
  "campsites.nearbyRoute": [
   "Hjólaleið í nágrenninu: ",
   [
    "name"
   ]
  ],
  "campsites.book": [
   "Bóka / nánar"
  ],
  "campsites.open": [
   "Opið: ",
   [
    "season"
   ]
  ]
 },
 "en": {
  "shops.brands": [
   "Brands"
  ],
  "card.website": [
   "Website"
  ],
  "campsites.nearbyRoute": [
   "Bike route nearby: ",
   [
    "name"
   ]
  ],
  "campsites.book": [
   "Booking & info"
  ],
  "campsites.open": [
   "Open: ",
   [
    "season"
   ]
  ]
 }
};
