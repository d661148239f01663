/**
 * Vefir um hjólaleiðir og hjólaferðir (síðan /hjolaleidir).
 *
 * Heimildir: staðreyndablað verkefnisins (FACTS.md), kafli 4. Hjólaferðir og hjólaleiga: þau tvö fyrirtæki
 * sem staðreyndablaðið staðfestir með nafni og vefslóð, Reykjavik Bike Tours (icelandbike.com, skilmálar
 * þess) og Hike & Bike í Reykjahlíð (hjólakort 2014 og iceland24blog.com 2016); vefirnir eru sóttir um https.
 * Ekki með: Strava-leiðin (ein GPX-leið, Samhjól er þegar hér), Icebike Adventures (vefslóð óstaðfest),
 * Westfjords Adventures og Vesturferðir (aðeins heimild frá 2014, merkt „old“ í staðreyndablaðinu),
 * Hjólabókin (engin vefslóð), Hjólafærni (auglýsing frá 2013, námskeið fremur en leiðir),
 * landshlutavefirnir south.is og east.is (almennir ferðavefir; westfjords.is og
 * west.is eru með því Vestfjarðaleiðin liggur um þá landshluta) og Biking Iceland.
 * Vegagerðin vísar ferðafólki nú á umferdin.is í stað road.is.
 */
import type { RouteSite } from "./types.ts";

export const routeSites: readonly RouteSite[] = [
  {
    name: "Cycling Iceland",
    url: "https://cyclingiceland.is",
    kind: "leiðavefur",
    description: "Hér má sækja hjólakort af landinu á PDF-formi ásamt yfirliti yfir tjaldsvæði og skála sem nýtast á lengri hjólaferðum.",
  },
  {
    name: "Út um allt",
    url: "https://www.utumallt.is",
    kind: "leiðavefur",
    description: "Kortavefur á vegum sveitarfélaganna á höfuðborgarsvæðinu um útivistarsvæðin þar, með tugum kortlagðra göngu- og hjólaleiða.",
  },
  {
    name: "Visit Egilsstaðir – Hjólaleiðir",
    url: "https://visitegilsstadir.is/hjolaleidir/",
    kind: "leiðavefur",
    description: "Lýsingar á hjólaleiðum í nágrenni Egilsstaða, til dæmis frá Vestdalsvatni niður til Seyðisfjarðar.",
  },
  {
    name: "Vestfjarðaleiðin",
    url: "https://www.vestfjardaleidin.is",
    kind: "leiðavefur",
    description: "Vefur um Vestfjarðaleiðina, um 950 km ferðaleið um Vestfirði og Dali, með upplýsingum um áfangastaði á leiðinni.",
  },
  {
    name: "Samhjól á Rabarbarahátíðinni",
    url: "https://rhubarbfest.is/en/pages/hjolaturar",
    kind: "leiðavefur",
    description: "Sameiginlegur hjólatúr á Rabarbarahátíðinni á Blönduósi. Hægt er að velja á milli 36, 58 og 130 km leiða og sækja GPX-skrár þeirra.",
  },
  {
    name: "Húnabyggð",
    url: "https://hunabyggd.is",
    kind: "sveitarfélag",
    description: "Vefur sveitarfélagsins sem Blönduós tilheyrir. Þar er meðal annars sagt frá Ferðafimmunni og hringnum um Vatnsdal, sem er um 40 km langur.",
  },
  {
    name: "Vatnajökulsþjóðgarður – hjólreiðar í Jökulsárgljúfrum",
    url: "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/hjolreidar",
    kind: "þjóðgarður",
    description:
      "Kort og upplýsingar um þær leiðir sem leyfilegt er að hjóla við Ásbyrgi og í Jökulsárgljúfrum. Sumar leiðir, til dæmis í Hljóðaklettum, eru eingöngu ætlaðar gangandi fólki.",
  },
  {
    name: "Þjóðgarðurinn á Þingvöllum",
    url: "https://www.thingvellir.is",
    kind: "þjóðgarður",
    description: "Upplýsingar um þjóðgarðinn á Þingvöllum, meðal annars um tjaldsvæðin þar.",
  },
  {
    name: "Þjóðgarðurinn Snæfellsjökull",
    url: "https://snaefellsjokull.is",
    kind: "þjóðgarður",
    description: "Fréttir og upplýsingar um þjóðgarðinn yst á Snæfellsnesi, meðal annars um gestastofuna á Malarrifi.",
  },
  {
    name: "Fjallahjólaklúbburinn",
    url: "https://fjallahjolaklubburinn.is",
    kind: "félag",
    description:
      "Klúbbur hjólreiðafólks sem birtir leiðalýsingar, til dæmis um Reykjadal ofan Hveragerðis, og stendur fyrir reglulegum hjólatúrum og lengri ferðum.",
  },
  {
    name: "Landssamtök hjólreiðamanna",
    url: "https://www.lhm.is",
    kind: "félag",
    description: "Landssamtök sem gæta hagsmuna hjólreiðafólks. Á vefnum eru fréttir og meðal annars fjallað um reglur um hjólreiðar í þjóðgörðum.",
  },
  {
    name: "FÍ Hjól og fjall",
    url: "https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall",
    kind: "félag",
    description: "Dagsferðir Ferðafélags Íslands með leiðsögn þar sem hjólreiðar og fjallgöngur fara saman. Vegalengd hverrar ferðar er gefin upp.",
  },
  {
    name: "Ferðafélag Rangæinga",
    url: "https://www.ffrang.is",
    kind: "félag",
    description: "Ferðafélag á Suðurlandi sem skipuleggur meðal annars hjólaferðir í hópi, til dæmis um Hamingjustíga í Hekluhraunum.",
  },
  {
    name: "Markaðsstofa Norðurlands – North Iceland",
    url: "https://www.northiceland.is",
    kind: "ferðaþjónusta",
    description: "Ferðavefur Norðurlands með upplýsingum um bæi, afþreyingu og þjónustu í landshlutanum.",
  },
  {
    name: "Vestfirðir – Westfjords",
    url: "https://www.westfjords.is",
    kind: "ferðaþjónusta",
    description: "Ferðavefur Vestfjarða með upplýsingum um áfangastaði, afþreyingu og þjónustu í landshlutanum.",
  },
  {
    name: "Vesturland – West Iceland",
    url: "https://www.west.is",
    kind: "ferðaþjónusta",
    description: "Ferðavefur Vesturlands, meðal annars um Borgarfjörð, Snæfellsnes og Dali.",
  },
  {
    name: "Reykjavik Bike Tours",
    url: "https://icelandbike.com",
    kind: "hjólaferðir",
    description: "Hjólaferðir með leiðsögn um Reykjavík og Gullna hringinn, og hjólaleiga, bæði til dagsins og fyrir lengri ferðir.",
  },
  {
    name: "Hike & Bike",
    url: "https://www.hikeandbike.is",
    kind: "hjólaferðir",
    description: "Hjólaleiga og hjólaferðir með leiðsögn í Reykjahlíð við Mývatn.",
  },
  {
    name: "Vertu úti",
    url: "https://vertuuti.is",
    kind: "upplýsingar",
    description: "Vefur útivistartímarits. Þar er meðal annars grein um fimm fjallahjólaleiðir með upplýsingum um vegalengd og hækkun.",
  },
  {
    name: "Hjólafréttir",
    url: "https://hjolafrettir.is",
    kind: "upplýsingar",
    description: "Fréttavefur um hjólreiðar á Íslandi, þar sem meðal annars er sagt frá hjólaviðburðum.",
  },
  {
    name: "SafeTravel",
    url: "https://safetravel.is",
    kind: "upplýsingar",
    description: "Öryggisvefur þar sem hægt er að skilja eftir ferðaáætlun og kynna sér aðstæður og viðvaranir áður en haldið er í lengri hjólaferð.",
  },
  {
    name: "Vegagerðin – færð á vegum",
    url: "https://umferdin.is",
    kind: "upplýsingar",
    description: "Upplýsingar Vegagerðarinnar um færð og ástand vega, sem gott er að kynna sér áður en hjólað er á malarvegum eða upp á hálendið.",
  },
];
