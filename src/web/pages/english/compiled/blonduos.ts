// Written by scripts/compile-english-content.ts from src/content: do not edit.
import type { EnglishContent } from "../../../i18n/english-content.ts";

export const content: EnglishContent["blonduos"] = {
 "blonduosIntro": [
  "Blönduós lies at the mouth of the river Blanda in Húnabyggð, Northwest Iceland. The town is well placed for e-bike trips: routes lead from it through the surrounding countryside, up into Svínadalur and to Blöndulón, and the Kjölur road runs south into the highlands, with Hveravellir about 106 km away.",
  "Blönduós's Rhubarb Festival (Rabarbarahátíðin) includes Samhjól, a group ride where you can choose between loops of 36, 58 and 130 km, and the routes' GPX files can be downloaded from the festival's website. Near town is Vatnsdalur, where a loop of about 40 km on a good gravel road passes waterfalls, Vatnsdalshólar and Þrístapar.",
  "Below are seven routes from Blönduós. Two of them are Samhjól routes and come with a description; of the other five we still know nothing but the distance. Do you know any of them? Then drop us a line."
 ],
 "blonduosRoutes": [
  {
   "name": "21 km route from Blönduós",
   "distanceKm": 21,
   "description": "So far we only know this route's distance. The link goes to Visit North Iceland's page on Blönduós and the services in town.",
   "url": "https://www.northiceland.is/en/inspiration/towns/blonduos",
   "link": "area"
  },
  {
   "name": "50 km route from Blönduós",
   "distanceKm": 50,
   "description": "So far we only know this route's distance. The link goes to the website of Húnabyggð, the municipality that Blönduós belongs to.",
   "url": "https://hunabyggd.is",
   "link": "area"
  },
  {
   "name": "Samhjól: loop around Svínavatn",
   "distanceKm": 58,
   "description": "The Samhjól loop at the Rhubarb Festival: from the old town of Blönduós along Svínvetningabraut, around Svínavatn and back the same way. The total climb is about 626 m, and a GPX file can be downloaded from the festival's website.",
   "url": "https://rhubarbfest.is/en/pages/hjolaturar",
   "link": "route"
  },
  {
   "name": "113 km route from Blönduós",
   "distanceKm": 113,
   "description": "So far we only know this route's distance. The link goes to the travel site of North Iceland, with information on towns, activities and services in the region.",
   "url": "https://www.northiceland.is",
   "link": "area"
  },
  {
   "name": "Samhjól: Svínadalur and Blöndulón",
   "distanceKm": 130,
   "description": "The longest Samhjól route at the Rhubarb Festival runs from Blönduós through Svínadalur and up to Blöndulón. The route is on Strava, where you can view it on a map and download a GPX file.",
   "url": "https://www.strava.com/routes/3218159945078080532",
   "link": "route"
  },
  {
   "name": "137 km route from Blönduós",
   "distanceKm": 137,
   "description": "So far we only know this route's distance. The link goes to Cycling Iceland, where you can download cycling maps of the country.",
   "url": "https://cyclingiceland.is",
   "link": "area"
  },
  {
   "name": "151 km route from Blönduós",
   "distanceKm": 151,
   "description": "So far we only know this route's distance. The link goes to Vegagerðin's traffic site, where you can check conditions and weather on the district's roads before you set off.",
   "url": "https://umferdin.is",
   "link": "area"
  }
 ],
 "blonduosAccommodation": [
  {
   "name": "Hótel Blönduós",
   "description": "A hotel in the old town with 19 rooms and the restaurant Sýslumaðurinn, reopened in May 2023. Through the hotel you can also stay in a suite in the old church, which is about 130 years old, and in apartments in Pétursborg.",
   "url": "https://hotelblonduos.is"
  },
  {
   "name": "Glaðheimar",
   "description": "About 30 holiday cottages of various sizes and a guesthouse on the bank of the Blanda, plus the town campsite in Brautarhvammur by the information centre. Many of the cottages have hot tubs, which are welcome after a long day on the bike.",
   "url": "https://gladheimar.is"
  },
  {
   "name": "Brimslóð Atelier Guesthouse",
   "description": "A guesthouse by the sea in Blönduós with a strong focus on good food. Just right if you want to treat yourself after a bike trip.",
   "url": "https://brimslodguesthouse.is"
  },
  {
   "name": "Varmahlíð – campsite",
   "description": "A campsite in Varmahlíð in Skagafjörður, on the Ring Road east of Blönduós, with electricity and a kitchen. A handy stop if you ride on eastwards.",
   "url": "https://www.northiceland.is/en/service/varmahlid-camping-ground"
  },
  {
   "name": "Hveravellir",
   "description": "Huts, a campsite and a hot pool in the middle of Kjölur, about 106 km from Blönduós along the Kjölur road. A good destination if you ride south into the highlands.",
   "url": "https://www.hveravellir.is"
  },
  {
   "name": "Highland Base Kerlingarfjöll",
   "description": "A hotel and huts in Kerlingarfjöll, east of the Kjölur road and about 140 km from Blönduós, with a campsite in summer. The place has been called Highland Base since 2023; check opening times and road conditions on the website before you set off.",
   "url": "https://highlandbase.is"
  }
 ]
};
