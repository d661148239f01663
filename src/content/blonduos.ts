import type { Accommodation, GuideRoute } from "./types.ts";

/**
 * The Blönduós regional guide (/blonduos). Facts come from FACTS.md section 6;
 * the seven route lengths are the product owner's (SPEC section 9). Only the
 * 58 km and 130 km routes match a published ride (Samhjól at Rabarbarahátíð),
 * so the other five are named neutrally and link to pages about the area
 * rather than to a route description we cannot vouch for.
 */

export const blonduosIntro: string[] = [
  "Blönduós stendur við ósa Blöndu í Húnabyggð á Norðurlandi vestra. Bærinn er vel staðsettur fyrir rafhjólaferðir: þaðan liggja leiðir um sveitirnar í kring, upp í Svínadal og að Blöndulóni, og Kjalvegur liggur suður á hálendið, en að Hveravöllum eru um 106 km.",
  "Á Rabarbarahátíðinni á Blönduósi er haldið Samhjól, hópferð þar sem velja má á milli 36, 58 og 130 km hringja, og á vef hátíðarinnar má sækja GPX-skrár leiðanna. Skammt frá bænum er Vatnsdalur, þar sem um 40 km hringleið eftir góðum malarvegi liggur fram hjá fossum, Vatnsdalshólum og Þrístöpum. Hér fyrir neðan eru sjö leiðir frá Blönduósi og nokkrir gistimöguleikar í bænum og nágrenni hans.",
];

export const blonduosRoutes: readonly GuideRoute[] = [
  {
    name: "Leið 1 frá Blönduósi",
    distanceKm: 21,
    description:
      "Stutt leið sem hefst á Blönduósi og hentar vel sem fyrsta ferð dagsins eða kvöldferð. Nánari lýsing á leiðinni hefur ekki verið birt hér; á tenglinum eru upplýsingar um bæinn og þjónustu þar.",
    url: "https://www.northiceland.is/en/inspiration/towns/blonduos",
  },
  {
    name: "Leið 2 frá Blönduósi",
    distanceKm: 50,
    description:
      "Meðallöng dagleið sem hefst á Blönduósi. Á vef Húnabyggðar er fjallað um áfangastaði í héraðinu, meðal annars Ferðafimmuna, hringleið um Vatnsdal.",
    url: "https://hunabyggd.is/is/mannlif/umhverfi/fimmur",
  },
  {
    name: "Samhjól: hringur um Svínavatn",
    distanceKm: 58,
    description:
      "Hringleið Samhjólsins á Rabarbarahátíðinni: frá gamla bænum á Blönduósi eftir Svínvetningabraut, hringinn í kringum Svínavatn og sömu leið til baka. Heildarhækkun er um 626 m og á vef hátíðarinnar má sækja GPX-skrá.",
    url: "https://rhubarbfest.is/en/pages/hjolaturar",
  },
  {
    name: "Leið 3 frá Blönduósi",
    distanceKm: 113,
    description:
      "Löng dagleið sem hefst á Blönduósi og krefst góðrar skipulagningar á hleðslu rafhlöðunnar. Á vef Húnabyggðar eru upplýsingar um sveitarfélagið, þjónustu og áfangastaði.",
    url: "https://hunabyggd.is",
  },
  {
    name: "Samhjól: Svínadalur og Blöndulón",
    distanceKm: 130,
    description:
      "Lengsta leið Samhjólsins á Rabarbarahátíðinni liggur frá Blönduósi um Svínadal og upp að Blöndulóni. Leiðin er aðgengileg á Strava, þar sem skoða má hana á korti og sækja GPX-skrá.",
    url: "https://www.strava.com/routes/3218159945078080532",
  },
  {
    name: "Leið 4 frá Blönduósi",
    distanceKm: 137,
    description:
      "Löng dagleið sem hefst á Blönduósi; á fæstum rafhjólum dugar ein hleðsla alla leið, svo gott er að hafa aukarafhlöðu eða skipuleggja hleðslustopp. Á vef Rabarbarahátíðarinnar eru upplýsingar um Samhjólið og lengri leiðir þess.",
    url: "https://rhubarbfest.is/en/pages/hjolaturar",
  },
  {
    name: "Leið 5 frá Blönduósi",
    distanceKm: 151,
    description:
      "Lengsta leiðin í þessari samantekt hefst á Blönduósi og hentar aðeins vönu hjólafólki með næga hleðslu. Á tenglinum eru upplýsingar um Kjalveg og Hveravelli, sem eru um 106 km frá Blönduósi.",
    url: "https://is.nat.is/hveravellir-kjolur",
  },
];

export const blonduosAccommodation: readonly Accommodation[] = [
  {
    name: "Hótel Blönduós",
    description: "Hótel í gamla bænum á Blönduósi með 19 herbergjum og veitingastaðnum Sýslumanninum. Hótelið var opnað að nýju í maí 2023.",
    url: "https://hotelblonduos.is",
  },
  {
    name: "Kirkjusvítan og íbúðir í Pétursborg",
    description: "Á vegum Hótels Blönduóss er hægt að gista í svítu í gömlu kirkjunni, sem er um 130 ára gömul, eða í íbúðum í Pétursborg í gamla bænum.",
    url: "https://hotelblonduos.is",
  },
  {
    name: "Glaðheimar – sumarhús",
    description:
      "Nítján sumarhús á bakka Blöndu sem eru leigð út allt árið. Við sum húsin eru heitir pottar eða gufuböð, sem er vel þegið eftir langan dag á hjólinu.",
    url: "https://gladheimar.is",
  },
  {
    name: "Tjaldsvæðið á Blönduósi",
    description:
      "Tjaldsvæði Glaðheima er í Brautarhvammi, rétt við upplýsingamiðstöðina. Það er opið yfir sumartímann; kannaðu opnunartímann á vefnum áður en þú leggur af stað.",
    url: "https://gladheimar.is",
  },
  {
    name: "Brimslóð Atelier Guesthouse",
    description: "Gistiheimili við sjóinn á Blönduósi þar sem mikil áhersla er lögð á góðan mat. Hentar vel þeim sem vilja gera vel við sig eftir hjólaferð.",
    url: "https://brimslodguesthouse.is",
  },
  {
    name: "Hveravellir",
    description:
      "Skálar, tjaldsvæði og heit laug á miðjum Kili, um 106 km frá Blönduósi eftir Kjalvegi. Góður áfangastaður fyrir þá sem hjóla suður á hálendið.",
    url: "https://www.hveravellir.is",
  },
  {
    name: "Kerlingarfjöll",
    description:
      "Gisting á hálendinu austan Kjalvegar, fyrir þá sem halda áfram suður Kjöl. Kynntu þér opnunartíma og aðstöðu á vefnum áður en þú leggur af stað.",
    url: "https://www.kerlingarfjoll.is",
  },
  {
    name: "Fleiri gistimöguleikar",
    description: "Markaðsstofa Norðurlands heldur utan um upplýsingar um Blönduós, þar á meðal gistingu, veitingar og afþreyingu í bænum og nágrenni hans.",
    url: "https://www.northiceland.is/en/inspiration/towns/blonduos",
  },
];
