/**
 * English prose of the route sites on /en/hjolaleidir, and the English headings
 * of their groups. Web addresses and kinds come from ../route-sites.ts; a name
 * is translated only where it is more than a proper name.
 */
import { mergeByName } from "../prose.ts";
import { routeSites } from "../route-sites.ts";
import type { ProseByName, RouteSite, RouteSiteKind } from "../types.ts";

/** The groups' headings on the English page, in the order the page shows them. */
export const routeSiteKindHeadingsEn: Readonly<Record<RouteSiteKind, string>> = {
  leiðavefur: "Route sites and maps",
  sveitarfélag: "Municipalities",
  þjóðgarður: "National parks",
  félag: "Clubs and associations",
  ferðaþjónusta: "Regional travel sites",
  hjólaferðir: "Bike tours and bike hire",
  upplýsingar: "Useful information",
};

export const routeSiteProseEn: ProseByName<RouteSite, "description", "name"> = {
  "Cycling Iceland": {
    description: "Download cycling maps of Iceland as PDFs, along with an overview of the campsites and huts that are useful on longer bike trips.",
  },
  "Út um allt": {
    description: "A map site run by the municipalities of the Capital Region about their outdoor areas, with dozens of mapped walking routes and bike routes.",
  },
  "Visit Egilsstaðir – Hjólaleiðir": {
    name: "Visit Egilsstaðir – Bike routes",
    description: "Descriptions of bike routes around Egilsstaðir, for example from Vestdalsvatn down to Seyðisfjörður.",
  },
  Vestfjarðaleiðin: {
    name: "The Westfjords Way (Vestfjarðaleiðin)",
    description:
      "The site of the Westfjords Way, a touring route of about 950 km through the Westfjords and Dalir, with information on the places along the way.",
  },
  "Samhjól á Rabarbarahátíðinni": {
    name: "Samhjól at the Rhubarb Festival",
    description:
      "A group ride at the Rhubarb Festival (Rabarbarahátíðin) in Blönduós. You can choose between routes of 36, 58 and 130 km and download their GPX files.",
  },
  Húnabyggð: {
    description:
      "The site of the municipality that Blönduós belongs to. Among other things it covers Ferðafimman and the loop around Vatnsdalur, which is about 40 km long.",
  },
  "Vatnajökulsþjóðgarður – hjólreiðar í Jökulsárgljúfrum": {
    name: "Vatnajökull National Park – cycling in Jökulsárgljúfur",
    description:
      "Maps and information on the trails where cycling is allowed at Ásbyrgi and in Jökulsárgljúfur. Some trails, for example at Hljóðaklettar, are for walkers only.",
  },
  "Þjóðgarðurinn á Þingvöllum": {
    name: "Þingvellir National Park",
    description: "Information about Þingvellir National Park, including its campsites.",
  },
  "Þjóðgarðurinn Snæfellsjökull": {
    name: "Snæfellsjökull National Park",
    description: "News and information about the national park at the tip of the Snæfellsnes peninsula, including the visitor centre at Malarrif.",
  },
  Fjallahjólaklúbburinn: {
    description:
      "A club for cyclists that publishes route descriptions, for example of Reykjadalur above Hveragerði, and organises regular rides and longer trips.",
  },
  "Landssamtök hjólreiðamanna": {
    description:
      "The national association that looks after cyclists' interests. Its site has news and, among other things, covers the rules for cycling in national parks.",
  },
  "FÍ Hjól og fjall": {
    description:
      "Guided day trips by Ferðafélag Íslands (FÍ), the Icelandic touring association, that combine cycling and hill walking. The distance of each trip is given.",
  },
  "Ferðafélag Rangæinga": {
    description:
      "A touring club in South Iceland that organises, among other things, group bike rides, for example along Hamingjustígar in the Hekla lava fields.",
  },
  "Markaðsstofa Norðurlands – North Iceland": {
    description: "The travel site of North Iceland, with information on towns, activities and services in the region.",
  },
  "Vestfirðir – Westfjords": {
    description: "The travel site of the Westfjords, with information on destinations, activities and services in the region.",
  },
  "Vesturland – West Iceland": {
    description: "The travel site of West Iceland, covering Borgarfjörður, Snæfellsnes and Dalir among other areas.",
  },
  "Vertu úti": {
    description: "The site of an outdoor magazine. Among other things it has an article on five mountain bike routes, giving their distance and climb.",
  },
  Hjólafréttir: {
    description: "A news site about cycling in Iceland, which among other things reports on cycling events.",
  },
  SafeTravel: {
    description: "A safety site where you can leave a travel plan and check conditions and warnings before setting off on a longer bike trip.",
  },
  "Reykjavik Bike Tours": {
    description: "Guided bike tours of Reykjavík and the Golden Circle, and bike hire, by the day or for longer trips.",
  },
  "Hike & Bike": {
    description: "Bike hire and guided bike tours in Reykjahlíð by Lake Mývatn.",
  },
  "Vegagerðin – færð á vegum": {
    name: "Vegagerðin – road conditions",
    description:
      "Information from Vegagerðin, Iceland's road authority, on travel conditions and the state of the roads, worth checking before you ride on gravel roads or up into the highlands.",
  },
};

/** The route sites with English descriptions (and names where translated); address and kind as in ../route-sites.ts. */
export function routeSitesEn(): RouteSite[] {
  return mergeByName("route sites", routeSites, routeSiteProseEn);
}

/** The paragraph at the top of /en/hjolaleidir (the Icelandic is written in the page itself). */
export const routeSitesIntroEn: string =
  "Here are websites where you can find bike routes, maps and bike trips around Iceland: route sites, municipalities, national parks, clubs that organise bike trips, the regions' travel sites, and companies offering bike tours and bike hire. The links open in a new tab.";
