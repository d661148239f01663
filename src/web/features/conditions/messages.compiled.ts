// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "open": [
   "Opin"
  ],
  "caution": [
   "Varúð"
  ],
  "mud": [
   "Aurbleyta"
  ],
  "snow": [
   "Snjór"
  ],
  "closed": [
   "Lokuð"
  ],
  "checked": [
   [
    "condition"
   ],
   " — athugað ",
   [
    "date"
   ]
  ],
  "unconfirmed": [
   [
    "condition"
   ],
   " — síðast athugað ",
   [
    "date"
   ],
   ", gæti hafa breyst"
  ],
  "outOfSeason": [
   "Utan venjulegs tímabils leiðarinnar (",
   [
    "from"
   ],
   " – ",
   [
    "to"
   ],
   ")"
  ],
  "season": [
   "Leiðin er venjulega fær frá ",
   [
    "from"
   ],
   " til ",
   [
    "to"
   ]
  ],
  "heading": [
   "Ástand leiðarinnar"
  ],
  "recent": [
   "Síðustu breytingar"
  ]
 },
 "en": {
  "open": [
   "Open"
  ],
  "caution": [
   "Caution"
  ],
  "mud": [
   "Mud"
  ],
  "snow": [
   "Snow"
  ],
  "closed": [
   "Closed"
  ],
  "checked": [
   [
    "condition"
   ],
   " — checked ",
   [
    "date"
   ]
  ],
  "unconfirmed": [
   [
    "condition"
   ],
   " — last checked ",
   [
    "date"
   ],
   ", may have changed"
  ],
  "outOfSeason": [
   "Outside the route's usual season (",
   [
    "from"
   ],
   " – ",
   [
    "to"
   ],
   ")"
  ],
  "season": [
   "Usually rideable from ",
   [
    "from"
   ],
   " to ",
   [
    "to"
   ]
  ],
  "heading": [
   "Route condition"
  ],
  "recent": [
   "Recent changes"
  ]
 }
};
