/**
 * English names and descriptions of the sample routes and events of
 * ../sample-data.ts, keyed by their Icelandic names. Distances, positions,
 * links and dates come from there; an event whose date is estimated starts
 * with DATE_UNCONFIRMED_EN exactly when its Icelandic text starts with
 * DATE_UNCONFIRMED.
 */
import type { SiteEventInput } from "../../shared/event.ts";
import type { RouteInput } from "../../shared/route.ts";
import { mergeByName } from "../prose.ts";
import { sampleEvents, sampleRoutes } from "../sample-data.ts";
import type { ProseByName } from "../types.ts";
import { regionEn } from "./regions.ts";

export const sampleRouteProseEn: ProseByName<RouteInput, "name" | "description"> = {
  "Heiðmörk og Rauðhólar": {
    name: "Heiðmörk and Rauðhólar",
    description:
      "A short, easy route on the edge of the city that starts at Rauðhólar and follows the gravel paths and forest tracks of Heiðmörk. There is little climbing, and it makes a good evening ride or a first outing on a new e-bike. The paths are shared with walkers and horse riders, so take it slowly and be considerate.",
  },
  "Háifoss og Stöng": {
    name: "Háifoss and Stöng",
    description:
      "A loop in Þjórsárdalur that starts at the Hólaskógur hut. First comes a climb on a gravel road up to Háifoss, where the motor makes a big difference, then a waymarked path runs down along the Fossá river to the ruins at Stöng before a gravel road closes the loop. The total climb is about 400 m.",
  },
  Héraðshringurinn: {
    name: "Hérað loop (Héraðshringurinn)",
    description:
      "A long countryside loop from Egilsstaðir through Fellabær and out along Tunga, across Lagarfljót at Lagarfoss and back through Útsveit and Eiðaþinghá. Most of it is on gravel and country roads, but the shortcut from Lagarfoss has short rough sections. An e-bike makes this long day's ride easier and leaves time to stop along the way.",
  },
  "Grábrók, Hreðavatn og Glanni": {
    name: "Grábrók, Hreðavatn and Glanni",
    description:
      "An easy and varied route near Bifröst on good tracks. You can walk up the Grábrók crater, ride along Lake Hreðavatn and take a look at the Glanni waterfall and Paradísarlaut. The Icelandic Mountain Bike Club (Fjallahjólaklúbburinn) rates it 4 out of 10 for difficulty.",
  },
  Svalvogahringurinn: {
    name: "Svalvogar loop (Svalvogahringurinn)",
    description:
      "A spectacular loop from Þingeyri around the headland between Dýrafjörður and Arnarfjörður, where the track runs beneath high cliffs and along narrow ledges in the rock. The loop closes up Fossdalur and over Kvennaskarð, and the highest point is close to 560 m. The route is rough and remote, so set off with a fully charged battery, food and spare parts.",
  },
  "Reykjanes og Eldvörp": {
    name: "Reykjanes and Eldvörp",
    description:
      "A day's ride across the lava at the western tip of the Reykjanes peninsula to the Eldvörp crater row. The tracks are rough in places but the climbing is moderate. Check access and closures due to volcanic activity on the peninsula before you set off.",
  },
  Vatnsdalshringurinn: {
    name: "Vatnsdalur loop (Vatnsdalshringurinn)",
    description:
      "A loop around Vatnsdalur on a decent gravel road, through the setting of Vatnsdæla saga. Along the way are Vatnsdalshólar, Þrístapar and many lovely waterfalls and streams, and the valley floor is mostly flat. Húnabyggð's audio guide to Vatnsdæla saga makes a good travel companion.",
  },
  "Kjölur (frá Gullfossi)": {
    name: "Kjölur (from Gullfoss)",
    description:
      "The highland road over Kjölur runs from Gullfoss between the Langjökull and Hofsjökull glaciers north towards Blönduós, mostly on rough gravel. Hveravellir, with its geothermal area and hot pool, is a good place to rest halfway. The road is open only in summer and services are sparse, so plan your battery charging in advance.",
  },
  Mosfellsdalur: {
    name: "Mosfellsdalur",
    description:
      "A short evening ride through Mosfellsdalur, between the hills just above Mosfellsbær, on country roads and paths. There is little climbing and the start is easy to reach from the city. A good way to get to know your e-bike before taking on longer trips.",
  },
  "Hraunsfjörður og Kolgrafir": {
    name: "Hraunsfjörður and Kolgrafir",
    description:
      "A day's ride on the north side of Snæfellsnes around Kolgrafafjörður and Hraunsfjörður, with mountains and fjords all around. The route was on the programme of FÍ Hjól og fjall, which combines cycling with a short walk. On a long day like this the e-bike comes into its own in a headwind.",
  },
  Fimmvörðuháls: {
    name: "Fimmvörðuháls",
    description:
      "One of Iceland's best-known hiking trails, ridden from Básar in Þórsmörk over the pass between Eyjafjallajökull and Mýrdalsjökull and down to Skógar, with about 1,150 m of total climbing. You have to carry the bike a good way up to the Magni and Móði craters, which is hard work with a heavy e-bike, but after that come fun singletrack, a rough gravel road and the path down along the Skógá river. Best in late summer when the snow has gone and there are fewer hikers; hikers always have right of way.",
  },
  Jökulsárgljúfur: {
    name: "Jökulsárgljúfur",
    description:
      "A marked bike route of Vatnajökull National Park from Dettifoss north to Ásbyrgi, mostly on the park's footpaths. The climb is only about 150 m, but some sections are poorly suited to bikes and you will have to push. Hljóðaklettar is for walkers only, and cyclists always give way to walkers.",
  },
  "Norðurá og Gljúfurá": {
    name: "Norðurá and Gljúfurá",
    description:
      "Route 13 from Ómar Smári Kristinsson's cycling guidebook (Hjólabókin), through Borgarfjörður from Bifröst to the Norðurá and Gljúfurá rivers. Expect some rough going; the route is rated 6 out of 10 for difficulty. Allow a full day, 6–7 hours with stops.",
  },
  "Vatnasull á Hellisheiði": {
    name: "Vatnasull on Hellisheiði",
    description:
      "A short ride on tracks across Hellisheiði, not far from the Capital Region, from the programme of FÍ Hjól og fjall. The name, which means something like “splashing about”, suggests you can expect to get wet, so waterproof clothing and mudguards come in handy. The weather on the heath can change fast.",
  },
  Vestfjarðaleiðin: {
    name: "The Westfjords Way (Vestfjarðaleiðin)",
    description:
      "A touring route of about 950 km through Dalir and the Westfjords, starting from Búðardalur, that suits a bike trip of many days. The route crosses fjords, heaths and gravel sections, and services can be far apart. Plan your stages so that you can charge the e-bike wherever you stay.",
  },
  "Kjós og Meðalfell": {
    name: "Kjós and Meðalfell",
    description:
      "A day's ride through the Kjós countryside, around Meðalfell and Lake Meðalfellsvatn, mostly on gravel and country roads. The route was a day trip of FÍ Hjól og fjall, with a short walk as well as the cycling. A reasonable distance for most e-bikes on one charge.",
  },
  Blöndulónshringurinn: {
    name: "Blöndulón loop (Blöndulónshringurinn)",
    description:
      "The longest route of Samhjól, the group ride at Blönduós's Rhubarb Festival, from the old town of Blönduós on through Svínadalur and out to Blöndulón. It is a long day on country roads and moorland where the battery's range matters a lot, so think about charging or a spare battery. The route is available as a Strava route from the Rhubarb Festival's website.",
  },
  "Hamingjustígar í Hekluhraunum": {
    name: "Hamingjustígar in the Hekla lava fields",
    description:
      "About 30 km on tracks through the lava fields from Hekla in Rangárvellir, starting at Hótel Lækur; the name means “paths of happiness”. The tracks vary in how easy they are to ride, and Ferðafélag Rangæinga, which has ridden the route as a group trip, recommends an e-bike for it. Allow at least half a day.",
  },
  Mývatnshringurinn: {
    name: "Mývatn loop (Mývatnshringurinn)",
    description:
      "A loop around Lake Mývatn from Reykjahlíð, mostly on the road. Along the way are the pseudocraters at Skútustaðir, Höfði and Dimmuborgir, and the birdlife by the lake is rich. There is little climbing, and on e-bikes the route suits the whole family. In summer there can be a fair amount of car traffic, so visible clothing helps.",
  },
  Svínavatnshringurinn: {
    name: "Svínavatn loop (Svínavatnshringurinn)",
    description:
      "The Samhjól route at the Rhubarb Festival: from the old town of Blönduós up Svínvetningabraut, around Svínavatn and back again. The total climb is about 626 m, and you can shorten the route to 36 km by turning back at the lake. A GPX file of the route is on the festival's website.",
  },
};

/** Starts the English description of an event whose day is estimated (see DATE_UNCONFIRMED). */
export const DATE_UNCONFIRMED_EN = "Date unconfirmed:";

export const sampleEventProseEn: ProseByName<SiteEventInput, "name" | "description"> = {
  "Fyrsta þriðjudagskvöldferð Fjallahjólaklúbbsins": {
    name: "First Tuesday evening ride – Fjallahjólaklúbburinn (Icelandic Mountain Bike Club)",
    description: `${DATE_UNCONFIRMED_EN} estimated from earlier years. Fjallahjólaklúbburinn rides on Tuesday evenings from the beginning of May into the autumn; the first rides are shorter and easier, and they get longer as the summer goes on. The meeting point varies and the club announces it each time.`,
  },
  "Samhjól á Rabarbarahátíð á Blönduósi": {
    name: "Samhjól at the Rhubarb Festival in Blönduós",
    description: `${DATE_UNCONFIRMED_EN} estimated from recent years, when Samhjól was held on the last Saturday in June. A group ride from the old town of Blönduós around Svínavatn (58 km), with a shorter 36 km version and a longer 130 km route to Blöndulón. Each year's date is published on the festival's website.`,
  },
  "Opið hús og viðgerðakvöld Fjallahjólaklúbbsins": {
    name: "Fjallahjólaklúbburinn's open house and repair evening",
    description: `${DATE_UNCONFIRMED_EN} the first-and-third-Thursday rule dates from 2023, before the club moved. Fjallahjólaklúbburinn holds an open house on the first and third Thursday of the month at 20:00, with a repair area for members and the coffee on. The club has been at Sævarhöfði 31 in Reykjavík since April 2024; check its website before you go, in case the programme has changed.`,
  },
};

/** The sample routes in English: English names and descriptions, region in English; every other field as in ../sample-data.ts. */
export function sampleRoutesEn(): RouteInput[] {
  return mergeByName("sample routes", sampleRoutes, sampleRouteProseEn).map((route) => ({ ...route, region: regionEn(route.region) }));
}

/** sampleEvents(today) in English: English names and descriptions; dates and links as there, in the same order. */
export function sampleEventsEn(today: Date): SiteEventInput[] {
  return mergeByName("sample events", sampleEvents(today), sampleEventProseEn);
}
