// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "battery.heading": [
   "Dugar rafhlaðan?"
  ],
  "battery.intro": [
   "Áætlun fyrir þig, hjólið þitt og vind dagsins. Stillingarnar eru geymdar í vafranum þínum og eru aldrei sendar."
  ],
  "battery.riderKg": [
   "Þyngd þín með fötum og farangri (kg)"
  ],
  "battery.bikeKg": [
   "Þyngd hjólsins (kg)"
  ],
  "battery.batteryWh": [
   "Rafhlaða (Wh)"
  ],
  "battery.quick": [
   "Algengar stærðir"
  ],
  "battery.startCharge": [
   "Hleðsla við upphaf (%)"
  ],
  "battery.assist": [
   "Aðstoð"
  ],
  "battery.speed": [
   "Hraði (km/klst)"
  ],
  "battery.start": [
   "Lagt af stað kl."
  ],
  "battery.bad": [
   "Sláðu inn tölu frá ",
   [
    "min"
   ],
   " til ",
   [
    "max"
   ],
   "."
  ],
  "battery.badTime": [
   "Sláðu inn tíma á forminu 10:00."
  ],
  "battery.finish": [
   "Áætluð hleðsla við leiðarlok: ",
   [
    "pct"
   ]
  ],
  "battery.used": [
   "Orka sem leiðin tekur: ",
   [
    "wh"
   ]
  ],
  "battery.withWind": [
   "Með vindi og hita úr veðurspánni, lagt af stað ",
   [
    "day"
   ],
   " kl. ",
   [
    "start"
   ],
   "."
  ],
  "battery.partial": [
   "Spáin nær ekki yfir alla ferðina: þar sem hana vantar er reiknað í logni."
  ],
  "battery.day0": [
   "í dag"
  ],
  "battery.day1": [
   "á morgun"
  ],
  "battery.day2": [
   "hinn daginn"
  ],
  "battery.stillAir": [
   "Í logni: engin veðurspá er til fyrir þennan tíma."
  ],
  "battery.loadingWind": [
   "Sæki veðurspá; reiknað í logni á meðan."
  ],
  "battery.cold": [
   "Við ",
   [
    "temperature"
   ],
   " gefur rafhlaðan um ",
   [
    "share"
   ],
   " af fullri getu."
  ],
  "battery.runsOut": [
   "Rafhlaðan tæmist um km ",
   [
    "km"
   ]
  ],
  "battery.lasts": [
   "Rafhlaðan dugar alla leið."
  ],
  "battery.turnBack": [
   "Snúðu við í síðasta lagi við km ",
   [
    "km"
   ]
  ],
  "battery.turnBackWhole": [
   "Þú kemst alla leið og sömu leið til baka með 10 % afgang."
  ],
  "battery.turnBackNote": [
   "Miðað við að hjóla sömu leið til baka að upphafsstað með 10 % afgang, með vindinn á móti þar sem hann var í bakið."
  ],
  "battery.notLoop": [
   "Leiðin endar ekki þar sem hún byrjar: snúningspunkturinn gerir ráð fyrir að þú hjólir til baka."
  ],
  "battery.estimate": [
   "Þetta er áætlun: laus jarðvegur, stopp og vindhviður geta aukið notkunina mikið."
  ],
  "battery.summary": [
   [
    "start"
   ],
   " við upphaf, ",
   [
    "finish"
   ],
   " við leiðarlok"
  ],
  "battery.runsOutMarker": [
   "Rafhlaðan tæmist hér"
  ],
  "battery.runsOutShort": [
   "Tóm"
  ],
  "battery.chargeAxis": [
   "Hleðsla"
  ],
  "battery.noProfile": [
   "Áætlunin þarf hæðarsnið leiðarinnar og það vantar."
  ]
 },
 "en": {
  "battery.heading": [
   "Will my battery last?"
  ],
  "battery.intro": [
   "A plan for you, your bike and today's wind. The settings are kept in your browser and never sent."
  ],
  "battery.riderKg": [
   "Your weight with clothes and pack (kg)"
  ],
  "battery.bikeKg": [
   "The bike's weight (kg)"
  ],
  "battery.batteryWh": [
   "Battery (Wh)"
  ],
  "battery.quick": [
   "Common sizes"
  ],
  "battery.startCharge": [
   "Charge at the start (%)"
  ],
  "battery.assist": [
   "Assist"
  ],
  "battery.speed": [
   "Pace (km/h)"
  ],
  "battery.start": [
   "Start time"
  ],
  "battery.bad": [
   "Enter a number from ",
   [
    "min"
   ],
   " to ",
   [
    "max"
   ],
   "."
  ],
  "battery.badTime": [
   "Enter a time such as 10:00."
  ],
  "battery.finish": [
   "Battery at the finish: ",
   [
    "pct"
   ]
  ],
  "battery.used": [
   "Energy the route takes: ",
   [
    "wh"
   ]
  ],
  "battery.withWind": [
   "With the forecast's wind and temperature, starting ",
   [
    "day"
   ],
   " at ",
   [
    "start"
   ],
   "."
  ],
  "battery.partial": [
   "The forecast does not cover the whole ride: where it is missing, the plan is in still air."
  ],
  "battery.day0": [
   "today"
  ],
  "battery.day1": [
   "tomorrow"
  ],
  "battery.day2": [
   "the day after tomorrow"
  ],
  "battery.stillAir": [
   "In still air: there is no forecast for this time."
  ],
  "battery.loadingWind": [
   "Fetching the forecast; planned in still air meanwhile."
  ],
  "battery.cold": [
   "At ",
   [
    "temperature"
   ],
   " the battery gives about ",
   [
    "share"
   ],
   " of its full capacity."
  ],
  "battery.runsOut": [
   "Battery runs out at about km ",
   [
    "km"
   ]
  ],
  "battery.lasts": [
   "The battery lasts the whole way."
  ],
  "battery.turnBack": [
   "Turn back by km ",
   [
    "km"
   ]
  ],
  "battery.turnBackWhole": [
   "You can ride the whole way and back the same way with 10 % to spare."
  ],
  "battery.turnBackNote": [
   "Assumes riding back the same way to the start with 10 % to spare, the wind against you where it helped."
  ],
  "battery.notLoop": [
   "The route does not end where it starts: the turn-back point assumes you ride back."
  ],
  "battery.estimate": [
   "This is an estimate: soft ground, stops and gusts can raise the use a lot."
  ],
  "battery.summary": [
   [
    "start"
   ],
   " at the start, ",
   [
    "finish"
   ],
   " at the finish"
  ],
  "battery.runsOutMarker": [
   "The battery runs out here"
  ],
  "battery.runsOutShort": [
   "Empty"
  ],
  "battery.chargeAxis": [
   "Charge"
  ],
  "battery.noProfile": [
   "The plan needs the route's elevation profile, which it does not have."
  ]
 }
};
