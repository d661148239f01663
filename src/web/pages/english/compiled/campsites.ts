// Written by scripts/compile-english-content.ts from src/content: do not edit.
import type { EnglishContent } from "../../../i18n/english-content.ts";

export const content: EnglishContent["campsites"] = {
 "campingIntro": [
  "Few things beat travelling around Iceland by e-bike and sleeping in a tent. Here we have gathered campsites around the country that make good bases for bike trips, with links to bike routes nearby.",
  "Facilities vary from one campsite to the next, and you cannot charge your battery everywhere. Opening times can also change from year to year, so check the latest information on the campsite's website before you set off."
 ],
 "campingSuggestionNote": "Do you know a campsite that suits e-bike trips and belongs on this list? Drop us an e-mail and we will see whether we can add it.",
 "campingTips": [
  "Check whether the campsite has power you can use to charge your battery.",
  "Bring safety gear such as a helmet, lights and a first-aid kit, and don't forget your charger.",
  "Look up the bike routes near the campsite before you set off.",
  "Keep an eye on the forecast, because the weather in Iceland can change fast, especially in the highlands.",
  "Contact the campsite in advance to check opening times, facilities and whether you can charge."
 ],
 "campsites": [
  {
   "name": "Ásbyrgi",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "The campsite at Ásbyrgi lies within Vatnajökull National Park, sheltered by its cliff walls, and has power outlets you can use to charge your battery. Jökulsárgljúfur has marked trails where cycling is allowed, but some paths, for example at Hljóðaklettar, are for walkers only. The park publishes each year's opening period on its website, and it may be shorter than the one given here, so check it before you set off.",
   "season": "1 April to 31 October",
   "bookingUrl": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
   "nearbyRouteNames": [
    "Jökulsárgljúfur"
   ],
   "links": [
    {
     "label": "Current opening times – Vatnajökull National Park",
     "href": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra"
    },
    {
     "label": "Cycling in Jökulsárgljúfur – Vatnajökull National Park",
     "href": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/hjolreidar"
    }
   ],
   "latitude": 66.02,
   "longitude": -16.5
  },
  {
   "name": "Vesturdalur",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "Vesturdalur is a quiet campsite in Jökulsárgljúfur, south of Ásbyrgi, with no extra services. Arrive with a fully charged battery and find out where cycling is allowed in the canyon.",
   "bookingUrl": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
   "nearbyRouteNames": [
    "Jökulsárgljúfur"
   ],
   "links": [
    {
     "label": "Cycling in Jökulsárgljúfur – Vatnajökull National Park",
     "href": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/hjolreidar"
    }
   ],
   "latitude": 65.93,
   "longitude": -16.53
  },
  {
   "name": "Skaftafell",
   "region": "South Iceland (Suðurland)",
   "description": "A large campsite in Vatnajökull National Park that is open all year, though you cannot book in advance. The area for campervans and caravans has electricity, so ask the staff where best to charge your bike.",
   "season": "Open all year",
   "bookingUrl": "https://tjalda.is/skaftafell/",
   "noBooking": true,
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 64.017,
   "longitude": -16.966
  },
  {
   "name": "Þingvellir – Leirar",
   "region": "South Iceland (Suðurland)",
   "description": "The campsite at Leirar in Þingvellir National Park is split into Nyrðri-Leirar and Syðri-Leirar, and only Nyrðri-Leirar has electricity. Syðri-Leirar is also open from 1 September to 30 October. Bookings are not taken.",
   "season": "1 June to 1 September",
   "bookingUrl": "https://www.thingvellir.is/thjonusta/tjaldsvaedi/",
   "noBooking": true,
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 64.27,
   "longitude": -21.09
  },
  {
   "name": "Þingvellir – Vatnskot",
   "region": "South Iceland (Suðurland)",
   "description": "Vatnskot, a small campsite on Lake Þingvallavatn, is for tents only, so you cannot bring cars or caravans. Electricity is available only at Nyrðri-Leirar, so charge your battery before you arrive.",
   "season": "1 June to 1 September",
   "bookingUrl": "https://www.thingvellir.is/thjonusta/tjaldsvaedi/",
   "noBooking": true,
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 64.25,
   "longitude": -21.07
  },
  {
   "name": "Hamrar, Akureyri",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "Hamrar lies by the Kjarnaskógur woods on the southern edge of Akureyri and is open all year, with full services from the beginning of May to the end of October. All the camping areas have electricity, and the trails in Kjarnaskógur are close by.",
   "season": "Open all year",
   "bookingUrl": "https://hamrar.is",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 65.65,
   "longitude": -18.1
  },
  {
   "name": "Blönduós – Glaðheimar",
   "region": "Northwest Iceland (Norðurland vestra)",
   "description": "The campsite in Blönduós is in Brautarhvammur, next to the town's information centre. From there you can ride straight out onto the Samhjól routes around Svínavatn and to Blöndulón, and Vatnsdalur is not far away.",
   "bookingUrl": "https://gladheimar.is",
   "nearbyRouteNames": [
    "Svínavatnshringurinn",
    "Blöndulónshringurinn",
    "Vatnsdalshringurinn"
   ],
   "links": [
    {
     "label": "Samhjól – bike routes from Blönduós",
     "href": "https://rhubarbfest.is/en/pages/hjolaturar"
    },
    {
     "label": "Ferðafimman in Húnabyggð",
     "href": "https://hunabyggd.is/is/mannlif/umhverfi/fimmur"
    }
   ],
   "latitude": 65.66,
   "longitude": -20.28
  },
  {
   "name": "Hveravellir",
   "region": "Highlands (Hálendið)",
   "description": "Hveravellir lies in the middle of Kjölur, about 106 km from Blönduós, with huts, a campsite and a hot pool. Services are sparse along the Kjölur road, so find out in advance whether you can charge there and plan your charging.",
   "bookingUrl": "https://www.hveravellir.is",
   "nearbyRouteNames": [
    "Kjölur (frá Gullfossi)"
   ],
   "links": [
    {
     "label": "About Hveravellir and Kjölur – nat.is",
     "href": "https://is.nat.is/hveravellir-kjolur"
    }
   ],
   "latitude": 64.867,
   "longitude": -19.55
  },
  {
   "name": "Kerlingarfjöll – Highland Base",
   "region": "Highlands (Hálendið)",
   "description": "Kerlingarfjöll lies east of the Kjölur road, and at Ásgarður Highland Base runs a hotel, huts and a campsite that is open in summer. It is a long way in and services are sparse, so check the opening times and facilities on the website before you set off.",
   "bookingUrl": "https://highlandbase.is",
   "nearbyRouteNames": [
    "Kjölur (frá Gullfossi)"
   ],
   "links": [],
   "latitude": 64.68,
   "longitude": -19.28
  },
  {
   "name": "Laugarvatn",
   "region": "South Iceland (Suðurland)",
   "description": "The campsite at Laugarvatn is mainly a summer campsite, so check the opening times before you come. Laugarvatn is central in the uplands of Árnessýsla, between Þingvellir and Geysir, and makes a good base for day trips by e-bike.",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 64.22,
   "longitude": -20.73
  },
  {
   "name": "Húsafell",
   "region": "West Iceland (Vesturland)",
   "description": "Húsafell lies at the head of Borgarfjörður, in woodland not far from the Langjökull glacier, and has a campsite. Questions about the campsite can be sent to camping@husafell.is.",
   "bookingUrl": "https://husafell.is",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 64.7,
   "longitude": -20.87
  },
  {
   "name": "Reykjavík – Laugardalur",
   "region": "Capital Region (Höfuðborgarsvæðið)",
   "description": "The campsite in Laugardalur is in central Reykjavík, and you can book a place online. Cycle paths lead from Laugardalur in every direction, including up to Heiðmörk and Mosfellsdalur.",
   "nearbyRouteNames": [
    "Heiðmörk og Rauðhólar",
    "Mosfellsdalur"
   ],
   "links": [
    {
     "label": "Walking routes and bike routes in the Capital Region – Út um allt",
     "href": "https://www.utumallt.is"
    }
   ],
   "latitude": 64.146,
   "longitude": -21.876
  },
  {
   "name": "Hafnarfjörður – Víðistaðatún",
   "region": "Capital Region (Höfuðborgarsvæðið)",
   "description": "Information on the campsite at Víðistaðatún in Hafnarfjörður is on the Lava Hostel website, and area B has access to electricity. Heiðmörk and the lava fields south of town are a short ride away.",
   "bookingUrl": "https://lavahostel.is/tjalda",
   "nearbyRouteNames": [
    "Heiðmörk og Rauðhólar"
   ],
   "links": [
    {
     "label": "Walking routes and bike routes in the Capital Region – Út um allt",
     "href": "https://www.utumallt.is"
    }
   ],
   "latitude": 64.07,
   "longitude": -21.96
  },
  {
   "name": "Hvolsvöllur",
   "region": "South Iceland (Suðurland)",
   "description": "Hvolsvöllur is on the Ring Road in South Iceland, and its campsite is a good starting point for trips around Rangárvellir and Fljótshlíð. Hamingjustígar in the Hekla lava fields, where Ferðafélag Rangæinga recommends e-bikes, are close by.",
   "nearbyRouteNames": [
    "Hamingjustígar í Hekluhraunum"
   ],
   "links": [
    {
     "label": "Hamingjustígar in the Hekla lava fields – Ferðafélag Rangæinga",
     "href": "https://www.ffrang.is/is/dagatal/hjolaferd-um-hamingjustiga-i-hekluhraunum"
    }
   ],
   "latitude": 63.75,
   "longitude": -20.23
  },
  {
   "name": "Hellishólar",
   "region": "South Iceland (Suðurland)",
   "description": "Hellishólar is in Fljótshlíð and has access to electricity, which comes in handy for charging your bike overnight. Fljótshlíð is a pleasant area to cycle, with views across the gravel flats of Markarfljót to Eyjafjallajökull.",
   "bookingUrl": "https://www.hellisholar.is/tjaldsvaedi/",
   "nearbyRouteNames": [
    "Hamingjustígar í Hekluhraunum"
   ],
   "links": [
    {
     "label": "Hamingjustígar in the Hekla lava fields – Ferðafélag Rangæinga",
     "href": "https://www.ffrang.is/is/dagatal/hjolaferd-um-hamingjustiga-i-hekluhraunum"
    }
   ],
   "latitude": 63.74,
   "longitude": -20.1
  },
  {
   "name": "Vestmannaeyjar (Westman Islands)",
   "region": "South Iceland (Suðurland)",
   "description": "Heimaey has two campsites, in Herjólfsdalur and by Þórsheimili, and your bike can travel with you on the Herjólfur ferry. Heimaey is small but hilly, so an e-bike is a comfortable way to explore the island.",
   "bookingUrl": "https://tjalda.is/vestmannaeyjar",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 63.43,
   "longitude": -20.28
  },
  {
   "name": "Varmahlíð",
   "region": "Northwest Iceland (Norðurland vestra)",
   "description": "Varmahlíð is in Skagafjörður, on the Ring Road, and its campsite has electricity and a kitchen. It makes a handy stop between Akureyri and Blönduós.",
   "bookingUrl": "https://www.northiceland.is/en/service/varmahlid-camping-ground",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 65.55,
   "longitude": -19.45
  },
  {
   "name": "Hlíð, Reykjahlíð",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "The Hlíð campsite is in Reykjahlíð by Lake Mývatn, and you can hire bikes there. The loop around the lake is about 37 km and suits an e-bike well.",
   "nearbyRouteNames": [
    "Mývatnshringurinn"
   ],
   "links": [],
   "latitude": 65.649,
   "longitude": -16.916
  },
  {
   "name": "Hjalli, Reykjadalur (Lífsmótun)",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "The campsite at Hjalli, near Laugar in Reykjadalur, is staffed all year, though with fewer services in winter, and you can book a pitch in advance. Reykjadalur lies between Akureyri and Mývatn, so you can make day trips in both directions.",
   "season": "Open all year",
   "bookingUrl": "https://tjaldstaedi.lifsmotun.is",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 65.72,
   "longitude": -17.36
  },
  {
   "name": "Húsavík",
   "region": "Northeast Iceland (Norðurland eystra)",
   "description": "Húsavík lies on Skjálfandi bay and is a good stop on the way between Mývatn and Ásbyrgi. Check the campsite's opening times and facilities before you come.",
   "nearbyRouteNames": [],
   "links": [],
   "latitude": 66.05,
   "longitude": -17.34
  },
  {
   "name": "Atlavík, Hallormsstaðaskógur",
   "region": "East Iceland (Austurland)",
   "description": "Atlavík is a sheltered cove on Lagarfljót in the Hallormsstaðaskógur forest, south of Egilsstaðir. The forest and the country roads around it are well worth exploring by e-bike.",
   "nearbyRouteNames": [],
   "links": [
    {
     "label": "Bike routes around Hérað – Visit Egilsstaðir",
     "href": "https://visitegilsstadir.is/hjolaleidir/"
    }
   ],
   "latitude": 65.08,
   "longitude": -14.78
  },
  {
   "name": "Egilsstaðir",
   "region": "East Iceland (Austurland)",
   "description": "The campsite in Egilsstaðir is in the town, and you can book a pitch in advance on its website. The Hérað loop (Héraðshringurinn) starts in town, and Visit Egilsstaðir describes more bike routes, including one from Vestdalsvatn down to Seyðisfjörður.",
   "bookingUrl": "https://campegilsstadir.is",
   "nearbyRouteNames": [
    "Héraðshringurinn"
   ],
   "links": [
    {
     "label": "Bike routes around Hérað – Visit Egilsstaðir",
     "href": "https://visitegilsstadir.is/hjolaleidir/"
    }
   ],
   "latitude": 65.258,
   "longitude": -14.408
  },
  {
   "name": "Bjarkalundur",
   "region": "Westfjords (Vestfirðir)",
   "description": "Bjarkalundur is in Reykhólasveit, on the Westfjords Way, and has electricity and a restaurant. A good place to recharge both the bike and yourself before heading west into the fjords.",
   "bookingUrl": "https://www.hotelbjarkalundur.is/campsite",
   "nearbyRouteNames": [
    "Vestfjarðaleiðin"
   ],
   "links": [
    {
     "label": "The Westfjords Way (Vestfjarðaleiðin)",
     "href": "https://www.vestfjardaleidin.is"
    }
   ],
   "latitude": 65.556,
   "longitude": -22.104
  },
  {
   "name": "Tálknafjörður",
   "region": "Westfjords (Vestfirðir)",
   "description": "Tálknafjörður is a small village in the southern Westfjords, and its campsite is open over the summer. The roads here are steep and the villages far apart, so plan your charging before you set off.",
   "nearbyRouteNames": [
    "Vestfjarðaleiðin"
   ],
   "links": [
    {
     "label": "The Westfjords Way (Vestfjarðaleiðin)",
     "href": "https://www.vestfjardaleidin.is"
    }
   ],
   "latitude": 65.63,
   "longitude": -23.82
  }
 ]
};
