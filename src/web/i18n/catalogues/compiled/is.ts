// Written by scripts/compile-catalogues.ts from ../is.ts: do not edit.
import type { Messages } from "@lingui/core";

export const messages: Messages = {
 "site.name": [
  "Rafhjól á Íslandi"
 ],
 "site.title": [
  "Rafhjól á Íslandi"
 ],
 "site.description": [
  "Rafhjólaleiðir á korti, viðburðir, tjaldsvæði, verslanir og góð ráð fyrir alla sem hjóla á rafmagnsfjallahjólum á Íslandi."
 ],
 "language.switch": [
  "English"
 ],
 "layout.pageLoading": [
  "Hleð síðu..."
 ],
 "layout.backToTop": [
  "Efst á síðu"
 ],
 "hero.alt.1": [
  "Teiknuð mynd af skriðjökli sem skríður niður á milli blárra fjalla að jökullóni með ísjökum"
 ],
 "hero.alt.2": [
  "Teiknuð mynd af miðnætursól sem speglast í hafinu undir appelsínugulum himni"
 ],
 "hero.alt.3": [
  "Teiknuð mynd af svartri sandfjöru þar sem háir klettadrangar rísa úr briminu undir þverhníptu bjargi"
 ],
 "hero.alt.4": [
  "Teiknuð mynd af mosavöxnu hrauni með snævi þakið eldfjall í fjarska"
 ],
 "hero.alt.5": [
  "Teiknuð mynd af grænum dal á hálendinu þar sem malarvegur hlykkjast á milli hlíða og kindur eru á beit"
 ],
 "hero.alt.6": [
  "Teiknuð mynd af háum fossi sem fellur fram af stuðlabergshamri niður í gróið gil"
 ],
 "hero.alt.7": [
  "Teiknuð mynd af grænum norðurljósum yfir snævi þöktum fjöllum og litlum upplýstum kofa við vatn"
 ],
 "hero.alt.8": [
  "Teiknuð mynd af kyrrum firði milli brattra fjalla með litlu þorpi og kirkju við ströndina"
 ],
 "hero.alt.9": [
  "Teiknuð mynd af röndóttum líparítfjöllum í bleikum, appelsínugulum og okkurgulum litum, líkt og í Landmannalaugum"
 ],
 "hero.alt.10": [
  "Teiknuð mynd af stapa, líkum Herðubreið, sem rís upp úr dökkri eyðimörk"
 ],
 "hero.alt.11": [
  "Teiknuð mynd af kyrru stöðuvatni með grónum gervigígum, líkt og við Mývatn"
 ],
 "hero.alt.12": [
  "Teiknuð mynd af háum sjávarklettum með vita á brúninni í kvöldbirtu"
 ],
 "hero.alt.13": [
  "Teiknuð mynd af heiðalandi í rauðum og appelsínugulum haustlitum við spegilslétt vatn"
 ],
 "hero.alt.14": [
  "Teiknuð mynd af eldgosi þar sem glóandi hraun lýsir upp himininn í ljósaskiptunum"
 ],
 "hero.alt.15": [
  "Teiknuð mynd af einmana hjólreiðamanni á malarslóða uppi á fjallshrygg í kvöldsól"
 ],
 "hero.homeLabel": [
  "Rafhjól á Íslandi – forsíða"
 ],
 "hero.menuLabel": [
  "Aðalvalmynd"
 ],
 "menu.routes": [
  "Hjólaleiðir"
 ],
 "menu.events": [
  "Á döfinni"
 ],
 "menu.campsites": [
  "Tjaldsvæði"
 ],
 "menu.routeSites": [
  "Hjólaleiðir"
 ],
 "menu.shops": [
  "Rafmagnshjól - Rafhjól"
 ],
 "menu.misc": [
  "Hitt og þetta..."
 ],
 "menu.about": [
  "Um okkur"
 ],
 "menu.contact": [
  "Hafðu samband"
 ],
 "footer.privacy": [
  "Persónuverndarstefna"
 ],
 "cookies.label": [
  "Vafrakökur"
 ],
 "cookies.text": [
  "Þessi vefur notar vafrakökur til að bæta upplifun þína og safna tölfræði um notkun."
 ],
 "cookies.privacy": [
  "Persónuverndarstefna"
 ],
 "cookies.ok": [
  "OK"
 ],
 "ad.label": [
  "Auglýsing"
 ],
 "ad.linkText": [
  "Skoða nánar"
 ],
 "modal.close": [
  "Loka"
 ],
 "notFound.title": [
  "Síða fannst ekki"
 ],
 "notFound.text": [
  "Því miður er engin síða á þessari slóð. Kannski hefur hún verið færð eða slóðin misrituð."
 ],
 "notFound.home": [
  "Fara á forsíðu"
 ],
 "home.heading": [
  "Rafhjólaleiðir á Íslandi"
 ],
 "home.eventsHeading": [
  "Rafhjólaviðburðir"
 ],
 "search.homeLabel": [
  "Leita að hjólaleið"
 ],
 "search.homePlaceholder": [
  "Leita að hjólaleið, t.d. Mývatn"
 ],
 "search.submit": [
  "Leita"
 ],
 "routes.heading": [
  "Hjólaleiðir"
 ],
 "routes.count": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " leið"
    ],
    "other": [
     [
      "n"
     ],
     " leiðir"
    ]
   }
  ]
 ],
 "routes.loading": [
  "Hleð rafhjólaleiðum..."
 ],
 "routes.error": [
  "Failed to load routes. Please try again later."
 ],
 "routes.empty": [
  "Engar leiðir skráðar enn."
 ],
 "routes.searchLabel": [
  "Leita að leið"
 ],
 "routes.searchPlaceholder": [
  "Leita eftir nafni, landshluta eða lýsingu"
 ],
 "routes.noMatchTitle": [
  "Engar leiðir fundust"
 ],
 "routes.noMatchText": [
  "Prófaðu önnur leitarorð, til dæmis nafn á stað eða landshluta."
 ],
 "routes.showAll": [
  "Sýna allar leiðir"
 ],
 "routes.shownOf": [
  [
   "shown:plural",
   "select",
   {
    "one": [
     [
      "shownN"
     ],
     " af ",
     [
      "total:plural",
      "select",
      {
       "one": [
        [
         "totalN"
        ],
        " leið"
       ],
       "other": [
        [
         "totalN"
        ],
        " leiðum"
       ]
      }
     ],
     " sýnd"
    ],
    "other": [
     [
      "shownN"
     ],
     " af ",
     [
      "total:plural",
      "select",
      {
       "one": [
        [
         "totalN"
        ],
        " leið"
       ],
       "other": [
        [
         "totalN"
        ],
        " leiðum"
       ]
      }
     ],
     " sýndar"
    ]
   }
  ]
 ],
 "routes.showMore": [
  "Sýna fleiri leiðir"
 ],
 "routes.viewRoute": [
  "Skoða leið"
 ],
 "routes.moreInfo": [
  "Nánari upplýsingar"
 ],
 "routes.video": [
  "Myndband"
 ],
 "map.label": [
  "Kort af hjólaleiðum"
 ],
 "map.loading": [
  "Hleð korti..."
 ],
 "map.zoomIn": [
  "Þysja inn"
 ],
 "map.zoomOut": [
  "Þysja út"
 ],
 "map.warningButton": [
  "Mikilvægt"
 ],
 "map.warningTitle": [
  "Mikilvægar upplýsingar"
 ],
 "map.warning1": [
  "Höfundur síðunnar hefur ekki hjólað allar leiðirnar sem hér eru skráðar og getur ekki ábyrgst að þær liggi allar um almenningsland eða opna stíga."
 ],
 "map.warning2": [
  "Virtu reglur og merkingar á hverjum stað, sýndu göngufólki og hestafólki tillitssemi, hægðu á þér þegar þú mætir þeim og lokaðu hliðum á eftir þér."
 ],
 "map.warning3": [
  "Ábendingar og athugasemdir um leiðirnar eru vel þegnar á"
 ],
 "map.cluster": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " leið"
    ],
    "other": [
     [
      "n"
     ],
     " leiðir"
    ]
   }
  ]
 ],
 "map.clusterLabel": [
  [
   "count:plural",
   "select",
   {
    "one": [
     [
      "n"
     ],
     " leið á þessu svæði: þysja inn"
    ],
    "other": [
     [
      "n"
     ],
     " leiðir á þessu svæði: þysja inn"
    ]
   }
  ]
 ],
 "events.heading": [
  "Á döfinni"
 ],
 "events.loading": [
  "Hleð viðburðum..."
 ],
 "events.error": [
  "Failed to load events. Please try again later."
 ],
 "events.empty": [
  "Engir viðburðir í augnablikinu"
 ],
 "events.more": [
  "Nánar um viðburðinn"
 ],
 "route.loading": [
  "Hleð leið..."
 ],
 "route.error": [
  "Ekki tókst að sækja leiðina. Reyndu aftur síðar."
 ],
 "route.allRoutes": [
  "Allar hjólaleiðir"
 ],
 "route.mapLabel": [
  "Kort af leiðinni"
 ],
 "route.start": [
  "Upphaf"
 ],
 "route.end": [
  "Endastaður"
 ],
 "route.startEnd": [
  "Upphaf og endastaður"
 ],
 "route.startPoint": [
  "Upphafsstaður leiðar"
 ],
 "route.noTrack": [
  "Engum ferli hefur verið bætt við þessa leið enn. Kortið sýnir upphafsstað hennar."
 ],
 "route.profileLoading": [
  "Hleð hæðarsniði..."
 ],
 "route.download": [
  "Sækja GPX"
 ],
 "route.share": [
  "Deila leið"
 ],
 "route.linkCopied": [
  "Tengill á leiðina afritaður!"
 ],
 "route.copyFailed": [
  "Villa við afritun"
 ],
 "profile.heading": [
  "Hæðarsnið"
 ],
 "profile.hint": [
  "Færðu bendil eða fingur eftir sniðinu til að sjá staðinn á kortinu."
 ],
 "profile.slider": [
  "Staður á hæðarsniði"
 ],
 "profile.none": [
  "Enginn staður valinn"
 ],
 "profile.readout": [
  [
   "distance"
  ],
  " frá upphafi, ",
  [
   "elevation"
  ],
  " yfir sjávarmáli"
 ],
 "profile.distanceAxis": [
  "Vegalengd (km)"
 ],
 "profile.elevationAxis": [
  "Hæð (m)"
 ],
 "figures.heading": [
  "Tölur um leiðina"
 ],
 "figures.length": [
  "Lengd ferils"
 ],
 "figures.climb": [
  "Heildarhækkun"
 ],
 "figures.descent": [
  "Heildarlækkun"
 ],
 "figures.highest": [
  "Hæsti punktur"
 ],
 "figures.lowest": [
  "Lægsti punktur"
 ],
 "figures.steepest": [
  "Mesti halli (á minnst 100 m kafla)"
 ],
 "figures.uphill": [
  "upp í móti"
 ],
 "figures.downhill": [
  "niður í móti"
 ],
 "figures.noElevation": [
  "Engar hæðarupplýsingar eru í GPX-skránni, svo hér er hvorki hæðarsnið né hækkun og lækkun."
 ],
 "energy.heading": [
  "Orkunotkun rafhlöðu (áætlun)"
 ],
 "energy.noElevation": [
  "Án hæðarupplýsinga er ekki hægt að áætla hve mikla orku leiðin þarf."
 ],
 "energy.caption": [
  "Áætluð orka sem leiðin þarf og hlutfall hennar af algengum stærðum rafhlaðna"
 ],
 "energy.assist": [
  "Aðstoð"
 ],
 "energy.energy": [
  "Orka"
 ],
 "energy.shareOf": [
  "Hlutfall af "
 ],
 "energy.battery": [
  " rafhlöðu"
 ],
 "energy.low": [
  "Lítil aðstoð"
 ],
 "energy.medium": [
  "Miðlungs aðstoð"
 ],
 "energy.high": [
  "Mikil aðstoð"
 ],
 "energy.note": [
  "Þetta er áætlun reiknuð út frá lengd og hækkun leiðarinnar: gert er ráð fyrir um 105 kg samanlagðri þyngd hjólreiðamanns og hjóls, jöfnum 18 km/klst. hraða á möl, logni og að engin orka endurheimtist á niðurleið. Mótvindur, kuldi, laust undirlag og tíðar hraðabreytingar auka notkunina, og yfir 100% þýðir að ein rafhlaða af þeirri stærð dugar ekki alla leiðina."
 ],
 "menu.saved": [
  "Vistaðar leiðir"
 ],
 "energy.shareHeading": [
  "Hlutfall af rafhlöðu"
 ],
 "text.inIcelandic": [
  "(á íslensku)"
 ]
};
