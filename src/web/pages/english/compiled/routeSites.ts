// Written by scripts/compile-english-content.ts from src/content: do not edit.
import type { EnglishContent } from "../../../i18n/english-content.ts";

export const content: EnglishContent["routeSites"] = [
 {
  "name": "Cycling Iceland",
  "url": "https://cyclingiceland.is",
  "kind": "leiðavefur",
  "description": "Download cycling maps of Iceland as PDFs, along with an overview of the campsites and huts that are useful on longer bike trips."
 },
 {
  "name": "Út um allt",
  "url": "https://www.utumallt.is",
  "kind": "leiðavefur",
  "description": "A map site run by the municipalities of the Capital Region about their outdoor areas, with dozens of mapped walking routes and bike routes."
 },
 {
  "name": "Visit Egilsstaðir – Bike routes",
  "url": "https://visitegilsstadir.is/hjolaleidir/",
  "kind": "leiðavefur",
  "description": "Descriptions of bike routes around Egilsstaðir, for example from Vestdalsvatn down to Seyðisfjörður."
 },
 {
  "name": "The Westfjords Way (Vestfjarðaleiðin)",
  "url": "https://www.vestfjardaleidin.is",
  "kind": "leiðavefur",
  "description": "The site of the Westfjords Way, a touring route of about 950 km through the Westfjords and Dalir, with information on the places along the way."
 },
 {
  "name": "Samhjól at the Rhubarb Festival",
  "url": "https://rhubarbfest.is/en/pages/hjolaturar",
  "kind": "leiðavefur",
  "description": "A group ride at the Rhubarb Festival (Rabarbarahátíðin) in Blönduós. You can choose between routes of 36, 58 and 130 km and download their GPX files."
 },
 {
  "name": "Húnabyggð",
  "url": "https://hunabyggd.is",
  "kind": "sveitarfélag",
  "description": "The site of the municipality that Blönduós belongs to. Among other things it covers Ferðafimman and the loop around Vatnsdalur, which is about 40 km long."
 },
 {
  "name": "Vatnajökull National Park – cycling in Jökulsárgljúfur",
  "url": "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/hjolreidar",
  "kind": "þjóðgarður",
  "description": "Maps and information on the trails where cycling is allowed at Ásbyrgi and in Jökulsárgljúfur. Some trails, for example at Hljóðaklettar, are for walkers only."
 },
 {
  "name": "Þingvellir National Park",
  "url": "https://www.thingvellir.is",
  "kind": "þjóðgarður",
  "description": "Information about Þingvellir National Park, including its campsites."
 },
 {
  "name": "Snæfellsjökull National Park",
  "url": "https://snaefellsjokull.is",
  "kind": "þjóðgarður",
  "description": "News and information about the national park at the tip of the Snæfellsnes peninsula, including the visitor centre at Malarrif."
 },
 {
  "name": "Fjallahjólaklúbburinn",
  "url": "https://fjallahjolaklubburinn.is",
  "kind": "félag",
  "description": "A club for cyclists that publishes route descriptions, for example of Reykjadalur above Hveragerði, and organises regular rides and longer trips."
 },
 {
  "name": "Landssamtök hjólreiðamanna",
  "url": "https://www.lhm.is",
  "kind": "félag",
  "description": "The national association that looks after cyclists' interests. Its site has news and, among other things, covers the rules for cycling in national parks."
 },
 {
  "name": "FÍ Hjól og fjall",
  "url": "https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall",
  "kind": "félag",
  "description": "Guided day trips by Ferðafélag Íslands (FÍ), the Icelandic touring association, that combine cycling and hill walking. The distance of each trip is given."
 },
 {
  "name": "Ferðafélag Rangæinga",
  "url": "https://www.ffrang.is",
  "kind": "félag",
  "description": "A touring club in South Iceland that organises, among other things, group bike rides, for example along Hamingjustígar in the Hekla lava fields."
 },
 {
  "name": "Markaðsstofa Norðurlands – North Iceland",
  "url": "https://www.northiceland.is",
  "kind": "ferðaþjónusta",
  "description": "The travel site of North Iceland, with information on towns, activities and services in the region."
 },
 {
  "name": "Vestfirðir – Westfjords",
  "url": "https://www.westfjords.is",
  "kind": "ferðaþjónusta",
  "description": "The travel site of the Westfjords, with information on destinations, activities and services in the region."
 },
 {
  "name": "Vesturland – West Iceland",
  "url": "https://www.west.is",
  "kind": "ferðaþjónusta",
  "description": "The travel site of West Iceland, covering Borgarfjörður, Snæfellsnes and Dalir among other areas."
 },
 {
  "name": "Reykjavik Bike Tours",
  "url": "https://icelandbike.com",
  "kind": "hjólaferðir",
  "description": "Guided bike tours of Reykjavík and the Golden Circle, and bike hire, by the day or for longer trips."
 },
 {
  "name": "Hike & Bike",
  "url": "https://www.hikeandbike.is",
  "kind": "hjólaferðir",
  "description": "Bike hire and guided bike tours in Reykjahlíð by Lake Mývatn."
 },
 {
  "name": "Vertu úti",
  "url": "https://vertuuti.is",
  "kind": "upplýsingar",
  "description": "The site of an outdoor magazine. Among other things it has an article on five mountain bike routes, giving their distance and climb."
 },
 {
  "name": "Hjólafréttir",
  "url": "https://hjolafrettir.is",
  "kind": "upplýsingar",
  "description": "A news site about cycling in Iceland, which among other things reports on cycling events."
 },
 {
  "name": "SafeTravel",
  "url": "https://safetravel.is",
  "kind": "upplýsingar",
  "description": "A safety site where you can leave a travel plan and check conditions and warnings before setting off on a longer bike trip."
 },
 {
  "name": "Vegagerðin – road conditions",
  "url": "https://umferdin.is",
  "kind": "upplýsingar",
  "description": "Information from Vegagerðin, Iceland's road authority, on travel conditions and the state of the roads, worth checking before you ride on gravel roads or up into the highlands."
 }
];
