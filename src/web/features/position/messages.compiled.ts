// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "position.region": [
   "Staða þín á leiðinni"
  ],
  "position.start": [
   "Hvar er ég?"
  ],
  "position.stop": [
   "Hætta að fylgjast með"
  ],
  "position.intro": [
   "Sýnir hvar þú ert á leiðinni og hvað er eftir af henni, á kortinu, hæðarsniðinu og í tölum."
  ],
  "position.private": [
   "Staðsetningin þín fer aldrei af tækinu: hún er aðeins notuð í vafranum og er hvorki send né geymd."
  ],
  "position.waiting": [
   "Leita að staðsetningu þinni..."
  ],
  "position.following": [
   "Fylgst er með staðsetningu þinni á meðan síðan er opin."
  ],
  "position.accuracy": [
   "Nákvæmni staðsetningar: ±",
   [
    "accuracy"
   ]
  ],
  "position.denied": [
   "Vafrinn hefur ekki leyfi til að nota staðsetningu þína. Leyfðu hana í stillingum vafrans fyrir þennan vef og reyndu aftur."
  ],
  "position.noFix": [
   "Engin staðsetning hefur fundist enn. Tækið leitar áfram; best gengur undir berum himni."
  ],
  "position.poor": [
   "Staðsetningin er of ónákvæm, skekkjan meiri en 100 m, til að sýna hvar þú ert á leiðinni. Beðið er eftir nákvæmari staðsetningu."
  ],
  "position.unsupported": [
   "Þessi vafri getur ekki gefið upp staðsetningu."
  ],
  "position.offRoute": [
   "Þú ert utan leiðar, ",
   [
    "distance"
   ],
   " frá henni. Haltu í ",
   [
    "direction"
   ],
   " til að komast aftur á hana."
  ],
  "position.fromNearest": [
   "Tölurnar miðast við næsta punkt leiðarinnar."
  ],
  "position.ridden": [
   "Hjólað"
  ],
  "position.left": [
   "Eftir"
  ],
  "position.climbLeft": [
   "Hækkun eftir"
  ],
  "position.energyLeft": [
   "Orka sem þarf til að ljúka leiðinni (áætlun)"
  ],
  "position.you": [
   "Þú"
  ],
  "position.marker": [
   "Staða þín"
  ],
  "direction.n": [
   "norður"
  ],
  "direction.ne": [
   "norðaustur"
  ],
  "direction.e": [
   "austur"
  ],
  "direction.se": [
   "suðaustur"
  ],
  "direction.s": [
   "suður"
  ],
  "direction.sw": [
   "suðvestur"
  ],
  "direction.w": [
   "vestur"
  ],
  "direction.nw": [
   "norðvestur"
  ]
 },
 "en": {
  "position.region": [
   "Your location on the route"
  ],
  "position.start": [
   "Where am I?"
  ],
  "position.stop": [
   "Stop tracking"
  ],
  "position.intro": [
   "Shows where you are on the route and how much is still to go, on the map, on the elevation profile and in figures."
  ],
  "position.private": [
   "Your location never leaves your device: it is used only in your browser, never sent or stored."
  ],
  "position.waiting": [
   "Finding your location..."
  ],
  "position.following": [
   "Tracking your location while this page is open."
  ],
  "position.accuracy": [
   "Location accuracy: ±",
   [
    "accuracy"
   ]
  ],
  "position.denied": [
   "Your browser isn't allowed to use your location. Allow it in the browser's settings for this site and try again."
  ],
  "position.noFix": [
   "No location found yet. Your device keeps looking; it works best outdoors with a clear view of the sky."
  ],
  "position.poor": [
   "Your location is too imprecise (off by more than 100 m) to place you on the route. Waiting for a better fix."
  ],
  "position.unsupported": [
   "This browser can't give your location."
  ],
  "position.offRoute": [
   "You are off the route, ",
   [
    "distance"
   ],
   " from it. The nearest point of the route is to the ",
   [
    "direction"
   ],
   "."
  ],
  "position.fromNearest": [
   "The figures are from the nearest point of the route."
  ],
  "position.ridden": [
   "Done"
  ],
  "position.left": [
   "To go"
  ],
  "position.climbLeft": [
   "Climb to go"
  ],
  "position.energyLeft": [
   "Energy needed to finish (estimate)"
  ],
  "position.you": [
   "You"
  ],
  "position.marker": [
   "Your location"
  ],
  "direction.n": [
   "north"
  ],
  "direction.ne": [
   "north-east"
  ],
  "direction.e": [
   "east"
  ],
  "direction.se": [
   "south-east"
  ],
  "direction.s": [
   "south"
  ],
  "direction.sw": [
   "south-west"
  ],
  "direction.w": [
   "west"
  ],
  "direction.nw": [
   "north-west"
  ]
 }
};
