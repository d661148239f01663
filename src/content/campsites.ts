import type { Campsite, ExternalLink } from "./types.ts";

/**
 * Campsites for e-bike trips (/tjalda), from FACTS.md section 5. Opening
 * periods are given only where a current source confirms them, or where the
 * product owner fixed them (Ásbyrgi, and the two Þingvellir
 * sites). Electricity is mentioned only where a source says the site has it.
 * `nearbyRouteNames` must match a `name` in src/content/sample-data.ts;
 * a test checks this. Coordinates are approximate (town or site centre).
 * A booking or information link is given only where a source names the
 * campsite's own page (none was found for Hvolsvöllur and Húsavík); Egilsstaðir's
 * is campegilsstadir.is (austurfrett.is, 2021).
 */

const JOKULSARGLJUFUR_CYCLING: ExternalLink = {
  label: "Hjólreiðar í Jökulsárgljúfrum – Vatnajökulsþjóðgarður",
  href: "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/hjolreidar",
};

const EGILSSTADIR_ROUTES: ExternalLink = {
  label: "Hjólaleiðir á Héraði – Visit Egilsstaðir",
  href: "https://visitegilsstadir.is/hjolaleidir/",
};

const CAPITAL_AREA_ROUTES: ExternalLink = {
  label: "Göngu- og hjólaleiðir á höfuðborgarsvæðinu – Út um allt",
  href: "https://www.utumallt.is",
};

const WESTFJORDS_WAY: ExternalLink = {
  label: "Vestfjarðaleiðin",
  href: "https://www.vestfjardaleidin.is",
};

const HAMINGJUSTIGAR: ExternalLink = {
  label: "Hamingjustígar í Hekluhraunum – Ferðafélag Rangæinga",
  href: "https://www.ffrang.is/is/dagatal/hjolaferd-um-hamingjustiga-i-hekluhraunum",
};

export const campsites: readonly Campsite[] = [
  {
    name: "Ásbyrgi",
    region: "Norðurland eystra",
    description:
      "Tjaldsvæðið í Ásbyrgi er innan Vatnajökulsþjóðgarðs, í skjóli hamraveggjanna, og þar eru rafmagnstenglar sem nýtast til að hlaða rafhlöðuna. Í Jökulsárgljúfrum eru merktar leiðir þar sem hjólreiðar eru leyfðar, en sumir stígar, til dæmis í Hljóðaklettum, eru eingöngu ætlaðir gangandi. Þjóðgarðurinn birtir opnunartíma hvers árs á vef sínum og hann getur verið styttri en hér segir, svo kannaðu hann áður en þú leggur af stað.",
    season: "1. apríl til 31. október",
    bookingUrl: "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
    nearbyRouteNames: ["Jökulsárgljúfur"],
    links: [
      {
        label: "Gildandi opnunartími – Vatnajökulsþjóðgarður",
        href: "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
      },
      JOKULSARGLJUFUR_CYCLING,
    ],
    latitude: 66.02,
    longitude: -16.5,
  },
  {
    name: "Vesturdalur",
    region: "Norðurland eystra",
    description:
      "Vesturdalur er kyrrlátt tjaldsvæði í Jökulsárgljúfrum, sunnan við Ásbyrgi, þar sem engin aukaþjónusta er í boði. Komdu því með fullhlaðna rafhlöðu og kynntu þér hvar hjólreiðar eru leyfðar í gljúfrunum.",
    bookingUrl: "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
    nearbyRouteNames: ["Jökulsárgljúfur"],
    links: [JOKULSARGLJUFUR_CYCLING],
    latitude: 65.93,
    longitude: -16.53,
  },
  {
    name: "Skaftafell",
    region: "Suðurland",
    description:
      "Stórt tjaldsvæði í Vatnajökulsþjóðgarði sem er opið allt árið, en þar er ekki hægt að bóka fyrir fram. Rafmagn er á flötinni fyrir húsbíla og ferðavagna, svo spyrðu starfsfólkið hvar best sé að hlaða hjólið.",
    season: "Opið allt árið",
    bookingUrl: "https://tjalda.is/skaftafell/",
    noBooking: true,
    nearbyRouteNames: [],
    links: [],
    latitude: 64.017,
    longitude: -16.966,
  },
  {
    name: "Þingvellir – Leirar",
    region: "Suðurland",
    description:
      "Tjaldsvæðið á Leirum í Þingvallaþjóðgarði skiptist í Nyrðri- og Syðri-Leirar, og rafmagn er aðeins á Nyrðri-Leirum. Syðri-Leirar eru líka opnar frá 1. september til 30. október. Ekki er tekið við bókunum.",
    season: "1. júní til 1. september",
    bookingUrl: "https://www.thingvellir.is/thjonusta/tjaldsvaedi/",
    noBooking: true,
    nearbyRouteNames: [],
    links: [],
    latitude: 64.27,
    longitude: -21.09,
  },
  {
    name: "Þingvellir – Vatnskot",
    region: "Suðurland",
    description:
      "Vatnskot, lítið tjaldsvæði við Þingvallavatn, er eingöngu ætlað tjöldum, svo þangað er hvorki hægt að koma með bíla né ferðavagna. Rafmagn er aðeins á Nyrðri-Leirum, svo hladdu rafhlöðuna áður en þú kemur.",
    season: "1. júní til 1. september",
    bookingUrl: "https://www.thingvellir.is/thjonusta/tjaldsvaedi/",
    noBooking: true,
    nearbyRouteNames: [],
    links: [],
    latitude: 64.25,
    longitude: -21.07,
  },
  {
    name: "Hamrar við Akureyri",
    region: "Norðurland eystra",
    description:
      "Hamrar eru við Kjarnaskóg, í suðurjaðri Akureyrar, og eru opnir allt árið, með fullri þjónustu frá byrjun maí til loka október. Rafmagn er á öllum tjaldflötum og stutt er í stígana í Kjarnaskógi.",
    season: "Opið allt árið",
    bookingUrl: "https://hamrar.is",
    nearbyRouteNames: [],
    links: [],
    latitude: 65.65,
    longitude: -18.1,
  },
  {
    name: "Blönduós – Glaðheimar",
    region: "Norðurland vestra",
    description:
      "Tjaldsvæðið á Blönduósi er í Brautarhvammi, við upplýsingamiðstöðina í bænum. Þaðan er hægt að hjóla beint út á leiðir Samhjólsins um Svínavatn og að Blöndulóni, og Vatnsdalur er skammt undan.",
    bookingUrl: "https://gladheimar.is",
    nearbyRouteNames: ["Svínavatnshringurinn", "Blöndulónshringurinn", "Vatnsdalshringurinn"],
    links: [
      { label: "Samhjól – hjólaleiðir frá Blönduósi", href: "https://rhubarbfest.is/en/pages/hjolaturar" },
      { label: "Ferðafimman í Húnabyggð", href: "https://hunabyggd.is/is/mannlif/umhverfi/fimmur" },
    ],
    latitude: 65.66,
    longitude: -20.28,
  },
  {
    name: "Hveravellir",
    region: "Hálendið",
    description:
      "Hveravellir eru á miðjum Kili, um 106 km frá Blönduósi, með skálum, tjaldsvæði og heitri laug. Þjónusta er strjál á Kjalvegi, svo kannaðu fyrir fram hvort hægt sé að hlaða og skipuleggðu hleðsluna.",
    bookingUrl: "https://www.hveravellir.is",
    nearbyRouteNames: ["Kjölur (frá Gullfossi)"],
    links: [{ label: "Um Hveravelli og Kjöl – nat.is", href: "https://is.nat.is/hveravellir-kjolur" }],
    latitude: 64.867,
    longitude: -19.55,
  },
  {
    name: "Kerlingarfjöll – Highland Base",
    region: "Hálendið",
    description:
      "Kerlingarfjöll eru austan við Kjalveg, og í Ásgarði rekur Highland Base hótel, skála og tjaldsvæði sem er opið á sumrin. Leiðin þangað er löng og þjónusta strjál, svo kynntu þér opnunartíma og aðstöðu á vefnum áður en þú leggur af stað.",
    bookingUrl: "https://highlandbase.is",
    nearbyRouteNames: ["Kjölur (frá Gullfossi)"],
    links: [],
    latitude: 64.68,
    longitude: -19.28,
  },
  {
    name: "Laugarvatn",
    region: "Suðurland",
    description:
      "Tjaldsvæðið á Laugarvatni er fyrst og fremst sumartjaldsvæði, svo kannaðu opnunartímann áður en þú kemur. Laugarvatn er miðsvæðis í uppsveitum Árnessýslu, á milli Þingvalla og Geysis, og þaðan er gott að fara í dagsferðir á rafhjóli.",
    nearbyRouteNames: [],
    links: [],
    latitude: 64.22,
    longitude: -20.73,
  },
  {
    name: "Húsafell",
    region: "Vesturland",
    description:
      "Húsafell er innst í Borgarfirði, í skóglendi skammt frá Langjökli, og þar er tjaldsvæði. Fyrirspurnir um tjaldsvæðið má senda á netfangið camping@husafell.is.",
    bookingUrl: "https://husafell.is",
    nearbyRouteNames: [],
    links: [],
    latitude: 64.7,
    longitude: -20.87,
  },
  {
    name: "Reykjavík – Laugardalur",
    region: "Höfuðborgarsvæðið",
    description:
      "Tjaldsvæðið í Laugardal er miðsvæðis í Reykjavík og þar er hægt að bóka pláss á netinu. Frá Laugardal liggja hjólastígar í allar áttir, meðal annars upp í Heiðmörk og Mosfellsdal.",
    nearbyRouteNames: ["Heiðmörk og Rauðhólar", "Mosfellsdalur"],
    links: [CAPITAL_AREA_ROUTES],
    latitude: 64.146,
    longitude: -21.876,
  },
  {
    name: "Hafnarfjörður – Víðistaðatún",
    region: "Höfuðborgarsvæðið",
    description:
      "Upplýsingar um tjaldsvæðið á Víðistaðatúni í Hafnarfirði eru á vef Lava Hostel, og á svæði B er aðgangur að rafmagni. Þaðan er stutt í Heiðmörk og í hraunin sunnan við bæinn.",
    bookingUrl: "https://lavahostel.is/tjalda",
    nearbyRouteNames: ["Heiðmörk og Rauðhólar"],
    links: [CAPITAL_AREA_ROUTES],
    latitude: 64.07,
    longitude: -21.96,
  },
  {
    name: "Hvolsvöllur",
    region: "Suðurland",
    description:
      "Hvolsvöllur er við hringveginn á Suðurlandi og tjaldsvæðið þar er góður upphafsstaður fyrir ferðir um Rangárvelli og Fljótshlíð. Stutt er í Hamingjustígana í Hekluhraunum, þar sem Ferðafélag Rangæinga mælir með rafhjólum.",
    nearbyRouteNames: ["Hamingjustígar í Hekluhraunum"],
    links: [HAMINGJUSTIGAR],
    latitude: 63.75,
    longitude: -20.23,
  },
  {
    name: "Hellishólar",
    region: "Suðurland",
    description:
      "Hellishólar eru í Fljótshlíð og þar er aðgangur að rafmagni, sem kemur sér vel til að hlaða hjólið yfir nóttina. Fljótshlíðin er skemmtileg til hjólreiða, með útsýni yfir Markarfljótsaura til Eyjafjallajökuls.",
    bookingUrl: "https://www.hellisholar.is/tjaldsvaedi/",
    nearbyRouteNames: ["Hamingjustígar í Hekluhraunum"],
    links: [HAMINGJUSTIGAR],
    latitude: 63.74,
    longitude: -20.1,
  },
  {
    name: "Vestmannaeyjar",
    region: "Suðurland",
    description:
      "Á Heimaey eru tvö tjaldsvæði, í Herjólfsdal og við Þórsheimili, og hjólið kemst með Herjólfi út í Eyjar. Heimaey er lítil en hæðótt, svo rafhjól er þægileg leið til að skoða eyjuna.",
    bookingUrl: "https://tjalda.is/vestmannaeyjar",
    nearbyRouteNames: [],
    links: [],
    latitude: 63.43,
    longitude: -20.28,
  },
  {
    name: "Varmahlíð",
    region: "Norðurland vestra",
    description:
      "Varmahlíð er í Skagafirði, við hringveginn, og á tjaldsvæðinu er rafmagn og eldhúsaðstaða. Þetta er hentugur áningarstaður á leið milli Akureyrar og Blönduóss.",
    bookingUrl: "https://www.northiceland.is/en/service/varmahlid-camping-ground",
    nearbyRouteNames: [],
    links: [],
    latitude: 65.55,
    longitude: -19.45,
  },
  {
    name: "Hlíð í Reykjahlíð",
    region: "Norðurland eystra",
    description: "Tjaldsvæðið Hlíð er í Reykjahlíð við Mývatn og þar er hægt að leigja hjól. Hringurinn um vatnið er um 37 km og hentar vel á rafhjóli.",
    nearbyRouteNames: ["Mývatnshringurinn"],
    links: [],
    latitude: 65.649,
    longitude: -16.916,
  },
  {
    name: "Hjalli í Reykjadal (Lífsmótun)",
    region: "Norðurland eystra",
    description:
      "Tjaldsvæðið á Hjalla, skammt frá Laugum í Reykjadal, er mannað allt árið þótt þjónustan sé minni að vetri, og þar er hægt að bóka stæði fyrir fram. Reykjadalur liggur á milli Akureyrar og Mývatns, svo þaðan er hægt að fara í dagsferðir í báðar áttir.",
    season: "Opið allt árið",
    bookingUrl: "https://tjaldstaedi.lifsmotun.is",
    nearbyRouteNames: [],
    links: [],
    latitude: 65.72,
    longitude: -17.36,
  },
  {
    name: "Húsavík",
    region: "Norðurland eystra",
    description:
      "Húsavík stendur við Skjálfanda og er góður viðkomustaður á leiðinni milli Mývatns og Ásbyrgis. Kannaðu opnunartíma og aðstöðu tjaldsvæðisins áður en þú kemur.",
    nearbyRouteNames: [],
    links: [],
    latitude: 66.05,
    longitude: -17.34,
  },
  {
    name: "Atlavík í Hallormsstaðaskógi",
    region: "Austurland",
    description:
      "Atlavík er skjólsæl vík við Lagarfljót í Hallormsstaðaskógi, sunnan við Egilsstaði. Gaman er að kanna skóginn og sveitavegina í kring á rafhjóli.",
    nearbyRouteNames: [],
    links: [EGILSSTADIR_ROUTES],
    latitude: 65.08,
    longitude: -14.78,
  },
  {
    name: "Egilsstaðir",
    region: "Austurland",
    description:
      "Tjaldsvæðið á Egilsstöðum er í bænum og þar er hægt að bóka stæði fyrir fram á vef tjaldsvæðisins. Héraðshringurinn byrjar í bænum og Visit Egilsstaðir kynnir fleiri hjólaleiðir, meðal annars frá Vestdalsvatni niður til Seyðisfjarðar.",
    bookingUrl: "https://campegilsstadir.is",
    nearbyRouteNames: ["Héraðshringurinn"],
    links: [EGILSSTADIR_ROUTES],
    latitude: 65.258,
    longitude: -14.408,
  },
  {
    name: "Bjarkalundur",
    region: "Vestfirðir",
    description:
      "Bjarkalundur er í Reykhólasveit, við Vestfjarðaleiðina, og þar er rafmagn og veitingastaður. Hér er gott að hlaða bæði hjólið og sjálfan sig áður en haldið er vestur á firði.",
    bookingUrl: "https://www.hotelbjarkalundur.is/campsite",
    nearbyRouteNames: ["Vestfjarðaleiðin"],
    links: [WESTFJORDS_WAY],
    latitude: 65.556,
    longitude: -22.104,
  },
  {
    name: "Tálknafjörður",
    region: "Vestfirðir",
    description:
      "Tálknafjörður er lítið þorp á sunnanverðum Vestfjörðum og tjaldsvæðið þar er opið yfir sumarið. Vegir á þessum slóðum eru brattir og langt er á milli þorpa, svo skipuleggðu hleðsluna áður en þú leggur af stað.",
    nearbyRouteNames: ["Vestfjarðaleiðin"],
    links: [WESTFJORDS_WAY],
    latitude: 65.63,
    longitude: -23.82,
  },
];

/** The five tips at the foot of /tjalda. */
export const campingTips: readonly string[] = [
  "Kannaðu hvort hægt sé að komast í rafmagn á tjaldsvæðinu til að hlaða rafhlöðuna.",
  "Taktu með þér öryggisbúnað, svo sem hjálm, ljós og skyndihjálparbúnað, og gleymdu ekki hleðslutækinu.",
  "Skoðaðu hvaða hjólaleiðir eru í nágrenni tjaldsvæðisins áður en þú leggur af stað.",
  "Fylgstu með veðurspánni, því veður getur breyst hratt á Íslandi, ekki síst á hálendinu.",
  "Hafðu samband við tjaldsvæðið fyrir fram til að kanna opnunartíma, aðstöðu og hvort hægt sé að hlaða.",
];

export const campingIntro: string[] = [
  "Fátt jafnast á við að ferðast um landið á rafhjóli og gista í tjaldi. Hér höfum við tekið saman tjaldsvæði víða um land sem henta vel sem bækistöð fyrir hjólaferðir, ásamt tenglum á hjólaleiðir í nágrenninu.",
  "Aðstaða er misjöfn á milli tjaldsvæða og ekki er alls staðar hægt að hlaða rafhlöðuna. Opnunartími getur líka breyst á milli ára, svo kannaðu nýjustu upplýsingar á vef tjaldsvæðisins áður en þú leggur af stað.",
];

export const campingSuggestionNote: string =
  "Veistu um tjaldsvæði sem hentar vel fyrir rafhjólaferðir og á heima á þessum lista? Sendu okkur línu í tölvupósti og við skoðum hvort við getum bætt því við.";
