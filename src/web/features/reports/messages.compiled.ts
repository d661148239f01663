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
  "heading": [
   "Lýsingar hjólreiðafólks"
  ],
  "report": [
   "Segja frá ástandi"
  ],
  "follow": [
   "Fylgjast með ástandi"
  ],
  "older": [
   "Eldri lýsingar"
  ],
  "rider": [
   "hjólreiðamaður"
  ],
  "by": [
   [
    "name"
   ],
   ", hjólað ",
   [
    "date"
   ]
  ],
  "old": [
   "Gömul lýsing"
  ],
  "photoAlt": [
   "Mynd frá ",
   [
    "name"
   ]
  ],
  "formHeading": [
   "Segðu frá ástandi leiðarinnar"
  ],
  "condition": [
   "Ástand"
  ],
  "riddenOn": [
   "Dagurinn sem þú hjólaðir"
  ],
  "note": [
   "Lýsing"
  ],
  "noteHint": [
   "Í mesta lagi 500 stafir. Tenglar verða ekki virkir."
  ],
  "photo": [
   "Mynd (má sleppa)"
  ],
  "name": [
   "Nafn sem má birta (má sleppa)"
  ],
  "email": [
   "Netfang ef við þurfum að spyrja (má sleppa, aldrei birt)"
  ],
  "emailHint": [
   "Netfanginu er eytt þegar lýsingin hefur verið yfirfarin, eða eftir 30 daga."
  ],
  "honeypot": [
   "Ekki fylla þennan reit út"
  ],
  "send": [
   "Senda lýsingu"
  ],
  "sending": [
   "Sendi …"
  ],
  "cancel": [
   "Hætta við"
  ],
  "thanks": [
   "Takk! Lýsingin birtist þegar hún hefur verið yfirfarin."
  ],
  "required": [
   "Þennan reit þarf að fylla út."
  ],
  "invalid": [
   "Þetta gildi er ekki gilt."
  ],
  "tooLong": [
   "Of langt."
  ],
  "future": [
   "Dagurinn má ekki vera síðar en í dag."
  ],
  "tooOld": [
   "Dagurinn má ekki vera meira en 14 dögum fyrr."
  ],
  "controlCharacters": [
   "Textinn inniheldur ógild tákn."
  ],
  "challenge": [
   "Staðfestingin tókst ekki. Bíddu eftir að hún klárist og reyndu aftur."
  ],
  "photoRefused": [
   "Myndin var ekki tekin: ",
   [
    "reason"
   ]
  ],
  "failed": [
   "Ekki tókst að senda lýsinguna. Reyndu aftur síðar."
  ],
  "tooMany": [
   "Of margar lýsingar frá þér í bili. Reyndu aftur á morgun."
  ],
  "notTaking": [
   "Vefurinn tekur ekki við lýsingum í bili. Reyndu aftur síðar."
  ],
  "waitingHeading": [
   "Reports waiting (",
   [
    "count"
   ],
   ")"
  ],
  "noneWaiting": [
   "No reports are waiting."
  ],
  "riddenLabel": [
   "Ridden ",
   [
    "date"
   ]
  ],
  "sentBy": [
   "From ",
   [
    "name"
   ]
  ],
  "anonymous": [
   "no name given"
  ],
  "emailLabel": [
   "E-mail (admin only): ",
   [
    "email"
   ]
  ],
  "flagFar": [
   "Photo taken more than 5 km from the route"
  ],
  "flagOtherDay": [
   "Photo taken on another day than the day ridden"
  ],
  "flagNoPhoto": [
   "No photo"
  ],
  "approve": [
   "Approve"
  ],
  "approveAndSet": [
   "Approve and set the route's condition"
  ],
  "reject": [
   "Reject"
  ],
  "decided": [
   "Done."
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
  "heading": [
   "Riders' reports"
  ],
  "report": [
   "Report conditions"
  ],
  "follow": [
   "Follow conditions"
  ],
  "older": [
   "Older reports"
  ],
  "rider": [
   "a rider"
  ],
  "by": [
   [
    "name"
   ],
   ", ridden ",
   [
    "date"
   ]
  ],
  "old": [
   "Old report"
  ],
  "photoAlt": [
   "Photo from ",
   [
    "name"
   ]
  ],
  "formHeading": [
   "Tell us how the route is"
  ],
  "condition": [
   "Condition"
  ],
  "riddenOn": [
   "The day you rode it"
  ],
  "note": [
   "What you found"
  ],
  "noteHint": [
   "At most 500 characters. Links are not made clickable."
  ],
  "photo": [
   "Photo (optional)"
  ],
  "name": [
   "Name to show (optional)"
  ],
  "email": [
   "E-mail in case we have a question (optional, never shown)"
  ],
  "emailHint": [
   "The address is deleted once the report has been reviewed, or after 30 days."
  ],
  "honeypot": [
   "Leave this field empty"
  ],
  "send": [
   "Send report"
  ],
  "sending": [
   "Sending …"
  ],
  "cancel": [
   "Cancel"
  ],
  "thanks": [
   "Thank you! Your report will appear once it has been reviewed."
  ],
  "required": [
   "Please fill in this field."
  ],
  "invalid": [
   "This value is not valid."
  ],
  "tooLong": [
   "Too long."
  ],
  "future": [
   "The day cannot be later than today."
  ],
  "tooOld": [
   "The day cannot be more than 14 days ago."
  ],
  "controlCharacters": [
   "The text contains characters that are not allowed."
  ],
  "challenge": [
   "The check did not succeed. Wait for it to finish and try again."
  ],
  "photoRefused": [
   "The photo was not accepted: ",
   [
    "reason"
   ]
  ],
  "failed": [
   "The report could not be sent. Please try again later."
  ],
  "tooMany": [
   "Too many reports from you for now. Try again tomorrow."
  ],
  "notTaking": [
   "The site is not taking reports right now. Try again later."
  ],
  "waitingHeading": [
   "Reports waiting (",
   [
    "count"
   ],
   ")"
  ],
  "noneWaiting": [
   "No reports are waiting."
  ],
  "riddenLabel": [
   "Ridden ",
   [
    "date"
   ]
  ],
  "sentBy": [
   "From ",
   [
    "name"
   ]
  ],
  "anonymous": [
   "no name given"
  ],
  "emailLabel": [
   "E-mail (admin only): ",
   [
    "email"
   ]
  ],
  "flagFar": [
   "Photo taken more than 5 km from the route"
  ],
  "flagOtherDay": [
   "Photo taken on another day than the day ridden"
  ],
  "flagNoPhoto": [
   "No photo"
  ],
  "approve": [
   "Approve"
  ],
  "approveAndSet": [
   "Approve and set the route's condition"
  ],
  "reject": [
   "Reject"
  ],
  "decided": [
   "Done."
  ]
 }
};
