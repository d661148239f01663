import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** Saving routes for offline use, the saved routes page and the offline page (docs/decisions/036). */
export const messages = {
  is: {
    "save.label": "Án nets",
    "save.button": "Vista til notkunar án nets",
    "save.withTiles":
      "Vistar síðuna, gögnin, GPX-skrána og kortið í kringum ferilinn: um {size} ({count, plural, one {{tiles} kortaflís} other {{tiles} kortaflísar}}, aðdráttarstig {min}–{max}).",
    "save.withoutTiles":
      "Vistar síðuna, gögnin og GPX-skrána: um {size}. Kortaþjónusta vefsins leyfir ekki að kortaflísar séu sóttar fyrir fram, svo án nets birtast aðeins þeir hlutar kortsins sem þú hefur þegar skoðað í þessu tæki.",
    "save.tooLarge":
      "Vistar síðuna, gögnin og GPX-skrána: um {size}. Leiðin er of víðfeðm til að kortið sé vistað með henni; án nets birtast aðeins þeir hlutar kortsins sem þú hefur þegar skoðað.",
    "save.noTrack":
      "Vistar síðuna og gögnin: um {size}. Leiðin hefur engan GPX-feril, svo kortið er ekki vistað með henni; án nets birtast aðeins þeir hlutar kortsins sem þú hefur þegar skoðað.",
    "save.saving": "Vista... {done} af {total}",
    "save.saved": "Leiðin er vistuð í þessu tæki ({date}, {size}) og opnast án nets.",
    "save.savedTiles": "Kortið er vistað í aðdráttarstigum {min}–{max}.",
    "save.tilesMissed":
      "{count, plural, one {{n} kortaflís náðist ekki og vantar á kortið án nets.} other {{n} kortaflísar náðust ekki og vantar á kortið án nets.}}",
    "save.remove": "Fjarlægja af tækinu",
    "save.allSaved": "Allar vistaðar leiðir",
    "save.failed": "Ekki tókst að vista leiðina. Reyndu aftur þegar netsamband er gott.",
    "save.unsupported": "Þessi vafri getur ekki vistað leiðir til notkunar án nets.",
    "saved.title": "Vistaðar leiðir",
    "saved.intro": "Leiðir sem þú hefur vistað í þessu tæki til notkunar án nets. Þær opnast líka þegar ekkert netsamband er.",
    "saved.loading": "Hleð vistuðum leiðum...",
    "saved.empty": "Engin leið er vistuð í þessu tæki. Opnaðu leið og veldu „Vista til notkunar án nets“.",
    "saved.list": "Leiðir í þessu tæki",
    "saved.details": "Vistuð {date} · {size} í tækinu",
    "saved.open": "Opna",
    "saved.remove": "Fjarlægja",
    "saved.removeLabel": "Fjarlægja {name} af tækinu",
    "saved.storage": "Geymslurými í þessu tæki: {used} í notkun af {quota} sem vafrinn leyfir.",
    "saved.persisted": "Vafrinn eyðir vistuðum leiðum ekki nema þú fjarlægir þær.",
    "saved.notPersisted": "Vafrinn getur eytt vistuðum leiðum ef plássið í tækinu verður lítið.",
    "saved.unsupported": "Þessi vafri getur ekki vistað leiðir til notkunar án nets.",
    "offline.title": "Ekkert netsamband",
    "offline.text": "Þessi síða hefur ekki verið vistuð í tækinu og ekki næst samband við netið.",
    "offline.saved": "Leiðir sem þú hefur vistað til notkunar án nets opnast samt:",
    "offline.link": "Vistaðar leiðir",
  },
  en: {
    "save.label": "Offline",
    "save.button": "Save for offline use",
    "save.withTiles":
      "Saves the page, its data, the GPX file and the map around the track: about {size} ({count, plural, one {{tiles} map tile} other {{tiles} map tiles}}, zoom levels {min}–{max}).",
    "save.withoutTiles":
      "Saves the page, its data and the GPX file: about {size}. The site's map service doesn't allow map tiles to be downloaded in advance, so offline you'll only see the parts of the map you've already viewed on this device.",
    "save.tooLarge":
      "Saves the page, its data and the GPX file: about {size}. The route covers too large an area for its map to be saved with it; offline the map shows only the parts you have already viewed.",
    "save.noTrack":
      "Saves the page and its data: about {size}. The route has no GPX track, so no map is saved with it; offline the map shows only the parts you have already viewed.",
    "save.saving": "Saving... {done} of {total}",
    "save.saved": "This route is saved on this device ({date}, {size}) and opens offline.",
    "save.savedTiles": "The map is saved at zoom levels {min}–{max}.",
    "save.tilesMissed":
      "{count, plural, one {{n} map tile couldn't be downloaded and is missing from the offline map.} other {{n} map tiles couldn't be downloaded and are missing from the offline map.}}",
    "save.remove": "Remove from this device",
    "save.allSaved": "All saved routes",
    "save.failed": "The route could not be saved. Try again when you have a good connection.",
    "save.unsupported": "This browser cannot save routes for offline use.",
    "saved.title": "Saved routes",
    "saved.intro": "Routes you have saved on this device for offline use. They open even when there is no connection.",
    "saved.loading": "Loading saved routes...",
    "saved.empty": "No route is saved on this device. Open a route and choose “Save for offline use”.",
    "saved.list": "Routes on this device",
    "saved.details": "Saved {date} · {size} on this device",
    "saved.open": "Open",
    "saved.remove": "Remove",
    "saved.removeLabel": "Remove {name} from this device",
    "saved.storage": "Storage used on this device: {used} of {quota} available.",
    "saved.persisted": "Your browser will keep saved routes until you remove them.",
    "saved.notPersisted": "The browser may clear saved routes if the device runs short of space.",
    "saved.unsupported": "This browser cannot save routes for offline use.",
    "offline.title": "No connection",
    "offline.text": "This page has not been saved on this device, and you're offline.",
    "offline.saved": "Routes you have saved for offline use still open:",
    "offline.link": "Saved routes",
  },
} satisfies FeatureMessages<string>;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
