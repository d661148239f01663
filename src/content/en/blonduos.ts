/**
 * English prose of /en/blonduos. Distances, web addresses and what each route
 * link is (route or area) come from ../blonduos.ts.
 */
import { blonduosAccommodation, blonduosRoutes } from "../blonduos.ts";
import { mergeByName } from "../prose.ts";
import type { Accommodation, GuideRoute, ProseByName } from "../types.ts";

export const blonduosIntroEn: readonly string[] = [
  "Blönduós lies at the mouth of the river Blanda in Húnabyggð, Northwest Iceland. The town is well placed for e-bike trips: routes lead from it through the surrounding countryside, up into Svínadalur and to Blöndulón, and the Kjölur road runs south into the highlands, with Hveravellir about 106 km away.",
  "Blönduós's Rhubarb Festival (Rabarbarahátíðin) includes Samhjól, a group ride where you can choose between loops of 36, 58 and 130 km, and the routes' GPX files can be downloaded from the festival's website. Near town is Vatnsdalur, where a loop of about 40 km on a good gravel road passes waterfalls, Vatnsdalshólar and Þrístapar.",
  "Below are seven routes from Blönduós. Two of them are Samhjól routes and come with a description; of the other five we still know nothing but the distance. Do you know any of them? Then drop us a line.",
];

/** Said on every card whose route has no published description. */
export const ONLY_LENGTH_KNOWN_EN = "So far we only know this route's distance.";

export const blonduosRouteProseEn: ProseByName<GuideRoute, "name" | "description"> = {
  "21 km leið frá Blönduósi": {
    name: "21 km route from Blönduós",
    description: `${ONLY_LENGTH_KNOWN_EN} The link goes to Visit North Iceland's page on Blönduós and the services in town.`,
  },
  "50 km leið frá Blönduósi": {
    name: "50 km route from Blönduós",
    description: `${ONLY_LENGTH_KNOWN_EN} The link goes to the website of Húnabyggð, the municipality that Blönduós belongs to.`,
  },
  "Samhjól: hringur um Svínavatn": {
    name: "Samhjól: loop around Svínavatn",
    description:
      "The Samhjól loop at the Rhubarb Festival: from the old town of Blönduós along Svínvetningabraut, around Svínavatn and back the same way. The total climb is about 626 m, and a GPX file can be downloaded from the festival's website.",
  },
  "113 km leið frá Blönduósi": {
    name: "113 km route from Blönduós",
    description: `${ONLY_LENGTH_KNOWN_EN} The link goes to the travel site of North Iceland, with information on towns, activities and services in the region.`,
  },
  "Samhjól: Svínadalur og Blöndulón": {
    name: "Samhjól: Svínadalur and Blöndulón",
    description:
      "The longest Samhjól route at the Rhubarb Festival runs from Blönduós through Svínadalur and up to Blöndulón. The route is on Strava, where you can view it on a map and download a GPX file.",
  },
  "137 km leið frá Blönduósi": {
    name: "137 km route from Blönduós",
    description: `${ONLY_LENGTH_KNOWN_EN} The link goes to Cycling Iceland, where you can download cycling maps of the country.`,
  },
  "151 km leið frá Blönduósi": {
    name: "151 km route from Blönduós",
    description: `${ONLY_LENGTH_KNOWN_EN} The link goes to Vegagerðin's traffic site, where you can check conditions and weather on the district's roads before you set off.`,
  },
};

export const blonduosAccommodationProseEn: ProseByName<Accommodation, "description", "name"> = {
  "Hótel Blönduós": {
    description:
      "A hotel in the old town with 19 rooms and the restaurant Sýslumaðurinn, reopened in May 2023. Through the hotel you can also stay in a suite in the old church, which is about 130 years old, and in apartments in Pétursborg.",
  },
  Glaðheimar: {
    description:
      "About 30 holiday cottages of various sizes and a guesthouse on the bank of the Blanda, plus the town campsite in Brautarhvammur by the information centre. Many of the cottages have hot tubs, which are welcome after a long day on the bike.",
  },
  "Brimslóð Atelier Guesthouse": {
    description: "A guesthouse by the sea in Blönduós with a strong focus on good food. Just right if you want to treat yourself after a bike trip.",
  },
  "Varmahlíð – tjaldsvæði": {
    name: "Varmahlíð – campsite",
    description:
      "A campsite in Varmahlíð in Skagafjörður, on the Ring Road east of Blönduós, with electricity and a kitchen. A handy stop if you ride on eastwards.",
  },
  Hveravellir: {
    description:
      "Huts, a campsite and a hot pool in the middle of Kjölur, about 106 km from Blönduós along the Kjölur road. A good destination if you ride south into the highlands.",
  },
  "Highland Base Kerlingarfjöll": {
    description:
      "A hotel and huts in Kerlingarfjöll, east of the Kjölur road and about 140 km from Blönduós, with a campsite in summer. The place has been called Highland Base since 2023; check opening times and road conditions on the website before you set off.",
  },
};

/** The seven routes in English (names and descriptions); distance, address and link kind as in ../blonduos.ts. */
export function blonduosRoutesEn(): GuideRoute[] {
  return mergeByName("Blönduós routes", blonduosRoutes, blonduosRouteProseEn);
}

/** The places to stay in English; names (unless translated) and addresses as in ../blonduos.ts. */
export function blonduosAccommodationEn(): Accommodation[] {
  return mergeByName("Blönduós accommodation", blonduosAccommodation, blonduosAccommodationProseEn);
}
