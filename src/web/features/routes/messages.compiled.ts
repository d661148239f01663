// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "filters.toggle": [
   "Síur og röðun"
  ],
  "filters.active": [
   [
    "count:plural",
    "select",
    {
     "one": [
      [
       "n"
      ],
      " sía virk"
     ],
     "other": [
      [
       "n"
      ],
      " síur virkar"
     ]
    }
   ]
  ],
  "filters.heading": [
   "Síur og röðun"
  ],
  "filters.from": [
   "Frá"
  ],
  "filters.to": [
   "Til"
  ],
  "filters.distance": [
   "Vegalengd (km)"
  ],
  "filters.climb": [
   "Hækkun (m)"
  ],
  "filters.leaves": [
   [
    "count:plural",
    "select",
    {
     "one": [
      "Eftir stendur ",
      [
       "n"
      ],
      " leið"
     ],
     "other": [
      "Eftir standa ",
      [
       "n"
      ],
      " leiðir"
     ]
    }
   ]
  ],
  "filters.climbUnknown": [
   "Taka með leiðir þar sem hækkun er óþekkt (",
   [
    "n"
   ],
   ")"
  ],
  "filters.region": [
   "Landshluti"
  ],
  "filters.allRegions": [
   "Allir landshlutar"
  ],
  "filters.regionOption": [
   [
    "region"
   ],
   " (",
   [
    "n"
   ],
   ")"
  ],
  "filters.condition": [
   "Ástand"
  ],
  "filters.anyCondition": [
   "Óháð ástandi"
  ],
  "filters.conditionOption": [
   [
    "condition"
   ],
   " (",
   [
    "n"
   ],
   ")"
  ],
  "filters.battery": [
   "Rafhlaða"
  ],
  "filters.anyBattery": [
   "Óháð rafhlöðu"
  ],
  "filters.batteryOption": [
   [
    "wh"
   ],
   " Wh rafhlaða dugar (",
   [
    "n"
   ],
   ")"
  ],
  "filters.batteryNote": [
   "Metið við miðlungs aðstoð út frá GPX-ferli leiðarinnar."
  ],
  "filters.batteryUnjudged": [
   "Ekki er hægt að meta ",
   [
    "count:plural",
    "select",
    {
     "one": [
      [
       "n"
      ],
      " leið sem vantar feril með hæðartölum; hún er ekki sýnd."
     ],
     "other": [
      [
       "n"
      ],
      " leiðir sem vantar feril með hæðartölum; þær eru ekki sýndar."
     ]
    }
   ]
  ],
  "filters.track": [
   "Aðeins leiðir með GPX-feril (",
   [
    "n"
   ],
   ")"
  ],
  "filters.sort": [
   "Röðun"
  ],
  "filters.sortNewest": [
   "Nýjustu fyrst"
  ],
  "filters.sortShortest": [
   "Stystu fyrst"
  ],
  "filters.sortLongest": [
   "Lengstu fyrst"
  ],
  "filters.sortClimb": [
   "Minnsta hækkun fyrst"
  ],
  "filters.sortNearest": [
   "Næst mér"
  ],
  "filters.locating": [
   "Sæki staðsetningu..."
  ],
  "filters.locateFailed": [
   "Staðsetningin fékkst ekki: vafrinn leyfði hana ekki eða fann hana ekki. Leiðirnar eru áfram í sömu röð."
  ],
  "filters.locateAsk": [
   "Nota staðsetningu mína"
  ],
  "filters.locateNote": [
   "Staðsetningin er aðeins notuð í vafranum þínum og er aldrei send neitt."
  ],
  "filters.mapArea": [
   "Sýna leiðir á kortasvæðinu"
  ],
  "filters.clear": [
   "Hreinsa síur"
  ],
  "filters.figuresFailed": [
   "Tölur úr GPX-ferlum fengust ekki. Síur eftir hækkun, rafhlöðu og ferli virka ekki í bili."
  ]
 },
 "en": {
  "filters.toggle": [
   "Filters and sorting"
  ],
  "filters.active": [
   [
    "count:plural",
    "select",
    {
     "one": [
      [
       "n"
      ],
      " filter active"
     ],
     "other": [
      [
       "n"
      ],
      " filters active"
     ]
    }
   ]
  ],
  "filters.heading": [
   "Filters and sorting"
  ],
  "filters.from": [
   "From"
  ],
  "filters.to": [
   "To"
  ],
  "filters.distance": [
   "Distance (km)"
  ],
  "filters.climb": [
   "Climb (m)"
  ],
  "filters.leaves": [
   [
    "count:plural",
    "select",
    {
     "one": [
      [
       "n"
      ],
      " route matches"
     ],
     "other": [
      [
       "n"
      ],
      " routes match"
     ]
    }
   ]
  ],
  "filters.climbUnknown": [
   "Include routes whose climb is not known (",
   [
    "n"
   ],
   ")"
  ],
  "filters.region": [
   "Region"
  ],
  "filters.allRegions": [
   "All regions"
  ],
  "filters.regionOption": [
   [
    "region"
   ],
   " (",
   [
    "n"
   ],
   ")"
  ],
  "filters.condition": [
   "Condition"
  ],
  "filters.anyCondition": [
   "Any condition"
  ],
  "filters.conditionOption": [
   [
    "condition"
   ],
   " (",
   [
    "n"
   ],
   ")"
  ],
  "filters.battery": [
   "Battery"
  ],
  "filters.anyBattery": [
   "Any battery"
  ],
  "filters.batteryOption": [
   "A ",
   [
    "wh"
   ],
   " Wh battery is enough (",
   [
    "n"
   ],
   ")"
  ],
  "filters.batteryNote": [
   "Estimated at medium assist from the route's GPX track."
  ],
  "filters.batteryUnjudged": [
   [
    "count:plural",
    "select",
    {
     "one": [
      [
       "n"
      ],
      " route has no track with elevation data, so it can't be checked and is hidden."
     ],
     "other": [
      [
       "n"
      ],
      " routes have no track with elevation data, so they can't be checked and are hidden."
     ]
    }
   ]
  ],
  "filters.track": [
   "Only routes with a GPX track (",
   [
    "n"
   ],
   ")"
  ],
  "filters.sort": [
   "Sort"
  ],
  "filters.sortNewest": [
   "Newest first"
  ],
  "filters.sortShortest": [
   "Shortest first"
  ],
  "filters.sortLongest": [
   "Longest first"
  ],
  "filters.sortClimb": [
   "Least climb first"
  ],
  "filters.sortNearest": [
   "Nearest to me"
  ],
  "filters.locating": [
   "Finding your location..."
  ],
  "filters.locateFailed": [
   "Couldn't get your location (access blocked or unavailable). The routes stay in their current order."
  ],
  "filters.locateAsk": [
   "Use my location"
  ],
  "filters.locateNote": [
   "Your location is only used in your browser and is never sent anywhere."
  ],
  "filters.mapArea": [
   "Show routes in the map area"
  ],
  "filters.clear": [
   "Clear filters"
  ],
  "filters.figuresFailed": [
   "The figures from GPX tracks could not be loaded. The climb, battery and track filters do not work for now."
  ]
 }
};
