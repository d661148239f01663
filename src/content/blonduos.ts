import type { Accommodation, GuideRoute } from "./types.ts";

/**
 * The Blönduós regional guide (/blonduos). Facts come from FACTS.md section 6
 * and the product owner's list; the seven route lengths are the product owner's.
 * Only the 58 km and 130 km routes match a published ride (Samhjól at
 * Rabarbarahátíð). For the other five only the length is known, so their cards
 * say so and link to a page about the area (link: "area"), never to a page that
 * might pass for a description of the route.
 *
 * Accommodation: every place a source confirms with its own web site, each once.
 * The product asks for eight cards; only six places could be confirmed (Hótel Blanda
 * and Hótel Kiljan have no confirmed site and may be closed; Áfangi, Húnaver and
 * the farms in FACTS.md have no confirmed site), so six are shown.
 */

export const blonduosIntro: string[] = [
  "Blönduós stendur við ósa Blöndu í Húnabyggð á Norðurlandi vestra. Bærinn er vel staðsettur fyrir rafhjólaferðir: þaðan liggja leiðir um sveitirnar í kring, upp í Svínadal og að Blöndulóni, og Kjalvegur liggur suður á hálendið og eru um 106 km að Hveravöllum.",
  "Á Rabarbarahátíðinni á Blönduósi er haldið Samhjól, hópferð þar sem velja má á milli 36, 58 og 130 km hringja, og á vef hátíðarinnar má sækja GPX-skrár leiðanna. Skammt frá bænum er Vatnsdalur, þar sem um 40 km hringleið eftir góðum malarvegi liggur fram hjá fossum, Vatnsdalshólum og Þrístöpum.",
  "Hér fyrir neðan eru sjö leiðir frá Blönduósi. Tvær þeirra eru leiðir Samhjólsins og þeim fylgir lýsing; um hinar fimm vitum við enn ekkert nema vegalengdina. Þekkirðu einhverja þeirra? Sendu okkur þá línu.",
];

/** Said on every card whose route has no published description. */
const ONLY_LENGTH_KNOWN = "Um þessa leið vitum við ekkert nema vegalengdina; lýsing á henni liggur ekki fyrir.";

export const blonduosRoutes: readonly GuideRoute[] = [
  {
    name: "21 km leið frá Blönduósi",
    distanceKm: 21,
    description: `${ONLY_LENGTH_KNOWN} Tengillinn vísar á umfjöllun Markaðsstofu Norðurlands um Blönduós og þjónustuna í bænum.`,
    url: "https://www.northiceland.is/en/inspiration/towns/blonduos",
    link: "area",
  },
  {
    name: "50 km leið frá Blönduósi",
    distanceKm: 50,
    description: `${ONLY_LENGTH_KNOWN} Tengillinn vísar á vef Húnabyggðar, sveitarfélagsins sem Blönduós tilheyrir.`,
    url: "https://hunabyggd.is",
    link: "area",
  },
  {
    name: "Samhjól: hringur um Svínavatn",
    distanceKm: 58,
    description:
      "Hringleið Samhjólsins á Rabarbarahátíðinni: frá gamla bænum á Blönduósi eftir Svínvetningabraut, hringinn í kringum Svínavatn og sömu leið til baka. Heildarhækkun er um 626 m og á vef hátíðarinnar má sækja GPX-skrá.",
    url: "https://rhubarbfest.is/en/pages/hjolaturar",
    link: "route",
  },
  {
    name: "113 km leið frá Blönduósi",
    distanceKm: 113,
    description: `${ONLY_LENGTH_KNOWN} Tengillinn vísar á ferðavef Norðurlands, með upplýsingum um bæi, afþreyingu og þjónustu í landshlutanum.`,
    url: "https://www.northiceland.is",
    link: "area",
  },
  {
    name: "Samhjól: Svínadalur og Blöndulón",
    distanceKm: 130,
    description:
      "Lengsta leið Samhjólsins á Rabarbarahátíðinni liggur frá Blönduósi um Svínadal og upp að Blöndulóni. Leiðin er aðgengileg á Strava, þar sem skoða má hana á korti og sækja GPX-skrá.",
    url: "https://www.strava.com/routes/3218159945078080532",
    link: "route",
  },
  {
    name: "137 km leið frá Blönduósi",
    distanceKm: 137,
    description: `${ONLY_LENGTH_KNOWN} Tengillinn vísar á Cycling Iceland, þar sem sækja má hjólakort af landinu.`,
    url: "https://cyclingiceland.is",
    link: "area",
  },
  {
    name: "151 km leið frá Blönduósi",
    distanceKm: 151,
    description: `${ONLY_LENGTH_KNOWN} Tengillinn vísar á umferðarvef Vegagerðarinnar, þar sem sjá má færð og veður á vegum héraðsins áður en lagt er af stað.`,
    url: "https://umferdin.is",
    link: "area",
  },
];

export const blonduosAccommodation: readonly Accommodation[] = [
  {
    name: "Hótel Blönduós",
    description:
      "Hótel í gamla bænum með 19 herbergjum og veitingastaðnum Sýslumanninum, opnað að nýju í maí 2023. Á vegum hótelsins er líka hægt að gista í svítu í gömlu kirkjunni, sem er um 130 ára, og í íbúðum í Pétursborg.",
    url: "https://hotelblonduos.is",
  },
  {
    name: "Glaðheimar",
    description:
      "Um 30 sumarhús af ýmsum stærðum og gistihús á bakka Blöndu, og tjaldsvæði bæjarins í Brautarhvammi við upplýsingamiðstöðina. Við mörg húsanna eru heitir pottar, sem er vel þegið eftir langan dag á hjólinu.",
    url: "https://gladheimar.is",
  },
  {
    name: "Brimslóð Atelier Guesthouse",
    description: "Gistiheimili við sjóinn á Blönduósi þar sem mikil áhersla er lögð á góðan mat. Hentar vel þeim sem vilja gera vel við sig eftir hjólaferð.",
    url: "https://brimslodguesthouse.is",
  },
  {
    name: "Varmahlíð – tjaldsvæði",
    description:
      "Tjaldsvæði í Varmahlíð í Skagafirði, við hringveginn austan við Blönduós, með rafmagni og eldhúsaðstöðu. Hentugur áningarstaður ef þú hjólar áfram austur á bóginn.",
    url: "https://www.northiceland.is/en/service/varmahlid-camping-ground",
  },
  {
    name: "Hveravellir",
    description: "Skálar, tjaldsvæði og heit laug á miðjum Kili, um 106 km frá Blönduósi eftir Kjalvegi. Góður áfangastaður ef þú hjólar suður á hálendið.",
    url: "https://www.hveravellir.is",
  },
  {
    name: "Highland Base Kerlingarfjöll",
    description:
      "Hótel og skálar í Kerlingarfjöllum, austan Kjalvegar og um 140 km frá Blönduósi, og tjaldsvæði á sumrin. Staðurinn hefur heitið Highland Base frá 2023; kynntu þér opnunartíma og færð á vefnum áður en þú leggur af stað.",
    url: "https://highlandbase.is",
  },
];
