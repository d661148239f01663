// Written by scripts/compile-catalogues.ts from ./messages.ts: do not edit.
import type { CompiledFeatureMessages } from "../../../i18n/feature-messages.ts";
import type { messages as source } from "./messages.ts";

export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = {
 "is": {
  "heading": [
   "Myndir"
  ],
  "open": [
   [
    "alt"
   ],
   " – opna í fullri stærð"
  ],
  "viewer": [
   "Mynd ",
   [
    "number"
   ],
   " af ",
   [
    "total"
   ]
  ],
  "previous": [
   "Fyrri mynd"
  ],
  "next": [
   "Næsta mynd"
  ],
  "close": [
   "Loka"
  ],
  "keys": [
   "Örvalyklar fletta, Escape lokar."
  ]
 },
 "en": {
  "heading": [
   "Photos"
  ],
  "open": [
   [
    "alt"
   ],
   " – open full size"
  ],
  "viewer": [
   "Photo ",
   [
    "number"
   ],
   " of ",
   [
    "total"
   ]
  ],
  "previous": [
   "Previous photo"
  ],
  "next": [
   "Next photo"
  ],
  "close": [
   "Close"
  ],
  "keys": [
   "Arrow keys move between photos, Escape closes."
  ]
 }
};
