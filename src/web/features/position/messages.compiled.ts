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
   " frá henni. Næsti punktur hennar er í ",
   [
    "direction"
   ],
   "."
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
   "Orka eftir (áætlun)"
  ],
  "position.batteryHere": [
   "Áætluð hleðsla hér: ",
   [
    "pct"
   ]
  ],
  "position.batteryNow": [
   "Hleðslan á skjá hjólsins núna (%)"
  ],
  "position.batteryBad": [
   "Sláðu inn tölu frá 0 til 100."
  ],
  "position.batteryFinish": [
   "Áætluð hleðsla við leiðarlok héðan: ",
   [
    "pct"
   ]
  ],
  "position.batteryRunsOut": [
   "Rafhlaðan tæmist um km ",
   [
    "km"
   ]
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
   "Your position on the route"
  ],
  "position.start": [
   "Where am I?"
  ],
  "position.stop": [
   "Stop following"
  ],
  "position.intro": [
   "Shows where you are on the route and what is left of it, on the map, on the elevation profile and in figures."
  ],
  "position.private": [
   "Your position never leaves your device: it is used only in your browser, never sent or stored."
  ],
  "position.waiting": [
   "Finding your position..."
  ],
  "position.following": [
   "Your position is followed while the page is open."
  ],
  "position.accuracy": [
   "Accuracy of the position: ±",
   [
    "accuracy"
   ]
  ],
  "position.denied": [
   "The browser is not allowed to use your position. Allow it in the browser's settings for this site and try again."
  ],
  "position.noFix": [
   "No position has been found yet. Your device keeps looking; it works best under open sky."
  ],
  "position.poor": [
   "Your position is too inaccurate, off by more than 100 m, to show where you are on the route. Waiting for a more accurate one."
  ],
  "position.unsupported": [
   "This browser cannot give your position."
  ],
  "position.offRoute": [
   "You are off the route, ",
   [
    "distance"
   ],
   " from it. Its nearest point is to the ",
   [
    "direction"
   ],
   "."
  ],
  "position.fromNearest": [
   "The figures are from the nearest point of the route."
  ],
  "position.ridden": [
   "Ridden"
  ],
  "position.left": [
   "Left"
  ],
  "position.climbLeft": [
   "Climb left"
  ],
  "position.energyLeft": [
   "Energy left (estimate)"
  ],
  "position.batteryHere": [
   "Expected charge here: ",
   [
    "pct"
   ]
  ],
  "position.batteryNow": [
   "The charge on the bike's display now (%)"
  ],
  "position.batteryBad": [
   "Enter a number from 0 to 100."
  ],
  "position.batteryFinish": [
   "Battery at the finish from here: ",
   [
    "pct"
   ]
  ],
  "position.batteryRunsOut": [
   "Battery runs out at about km ",
   [
    "km"
   ]
  ],
  "position.you": [
   "You"
  ],
  "position.marker": [
   "Your position"
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
