/**
 * English prose of /en/tjalda. Names, positions, booking links, nearby routes
 * and seasons come from ../campsites.ts: a season is rendered in English from
 * the Icelandic dates (seasonEn), a region from regionsEn, a link label from
 * linkLabelsEn, so neither can say something else in English.
 */
import { monthNames } from "../../shared/dates.ts";
import { campsites } from "../campsites.ts";
import { mergeByName, rendered } from "../prose.ts";
import type { Campsite, ProseByName } from "../types.ts";
import { linkLabelsEn } from "./link-labels.ts";
import { regionsEn } from "./regions.ts";

const MONTHS_IS: readonly string[] = monthNames.is;
const MONTHS_EN: readonly string[] = monthNames.en;
const ALL_YEAR_IS = "Opið allt árið";
const ALL_YEAR_EN = "Open all year";

function dayEn(day: string, month: string, season: string): string {
  const index = MONTHS_IS.indexOf(month);
  if (index < 0) throw new Error(`season: unknown month in ${season}`);
  return `${Number(day)} ${MONTHS_EN[index]}`;
}

/**
 * A campsite's Icelandic season in English: "1. júní til 1. september" is
 * "1 June to 1 September", "Opið allt árið" is "Open all year". Throws on any
 * other form, so a new way of writing a season needs its English here first.
 */
export function seasonEn(season: string): string {
  if (season === ALL_YEAR_IS) return ALL_YEAR_EN;
  const match = /^(\d{1,2})\. (\p{L}+) til (\d{1,2})\. (\p{L}+)$/u.exec(season);
  if (match === null) throw new Error(`season: no English for ${season}`);
  const [, fromDay = "", fromMonth = "", toDay = "", toMonth = ""] = match;
  return `${dayEn(fromDay, fromMonth, season)} to ${dayEn(toDay, toMonth, season)}`;
}

export const campsiteProseEn: ProseByName<Campsite, "description", "name"> = {
  Ásbyrgi: {
    description:
      "The campsite at Ásbyrgi lies within Vatnajökull National Park, sheltered by its cliff walls, and has power outlets you can use to charge your battery. Jökulsárgljúfur has marked trails where cycling is allowed, but some paths, for example at Hljóðaklettar, are for walkers only. The park publishes each year's opening period on its website, and it may be shorter than the one given here, so check it before you set off.",
  },
  Vesturdalur: {
    description:
      "Vesturdalur is a quiet campsite in Jökulsárgljúfur, south of Ásbyrgi, with no extra services. Arrive with a fully charged battery and find out where cycling is allowed in the canyon.",
  },
  Skaftafell: {
    description:
      "A large campsite in Vatnajökull National Park that is open all year, though you cannot book in advance. The area for campervans and caravans has electricity, so ask the staff where best to charge your bike.",
  },
  "Þingvellir – Leirar": {
    description:
      "The campsite at Leirar in Þingvellir National Park is split into Nyrðri-Leirar and Syðri-Leirar, and only Nyrðri-Leirar has electricity. Syðri-Leirar is also open from 1 September to 30 October. Bookings are not taken.",
  },
  "Þingvellir – Vatnskot": {
    description:
      "Vatnskot, a small campsite on Lake Þingvallavatn, is for tents only, so you cannot bring cars or caravans. Electricity is available only at Nyrðri-Leirar, so charge your battery before you arrive.",
  },
  "Hamrar við Akureyri": {
    name: "Hamrar, Akureyri",
    description:
      "Hamrar lies by the Kjarnaskógur woods on the southern edge of Akureyri and is open all year, with full services from the beginning of May to the end of October. All the camping areas have electricity, and the trails in Kjarnaskógur are close by.",
  },
  "Blönduós – Glaðheimar": {
    description:
      "The campsite in Blönduós is in Brautarhvammur, next to the town's information centre. From there you can ride straight out onto the Samhjól routes around Svínavatn and to Blöndulón, and Vatnsdalur is not far away.",
  },
  Hveravellir: {
    description:
      "Hveravellir lies in the middle of Kjölur, about 106 km from Blönduós, with huts, a campsite and a hot pool. Services are sparse along the Kjölur road, so find out in advance whether you can charge there and plan your charging.",
  },
  "Kerlingarfjöll – Highland Base": {
    description:
      "Kerlingarfjöll lies east of the Kjölur road, and at Ásgarður Highland Base runs a hotel, huts and a campsite that is open in summer. It is a long way in and services are sparse, so check the opening times and facilities on the website before you set off.",
  },
  Laugarvatn: {
    description:
      "The campsite at Laugarvatn is mainly a summer campsite, so check the opening times before you come. Laugarvatn is central in the uplands of Árnessýsla, between Þingvellir and Geysir, and makes a good base for day trips by e-bike.",
  },
  Húsafell: {
    description:
      "Húsafell lies at the head of Borgarfjörður, in woodland not far from the Langjökull glacier, and has a campsite. Questions about the campsite can be sent to camping@husafell.is.",
  },
  "Reykjavík – Laugardalur": {
    description:
      "The campsite in Laugardalur is in central Reykjavík, and you can book a place online. Cycle paths lead from Laugardalur in every direction, including up to Heiðmörk and Mosfellsdalur.",
  },
  "Hafnarfjörður – Víðistaðatún": {
    description:
      "Information on the campsite at Víðistaðatún in Hafnarfjörður is on the Lava Hostel website, and area B has access to electricity. Heiðmörk and the lava fields south of town are a short ride away.",
  },
  Hvolsvöllur: {
    description:
      "Hvolsvöllur is on the Ring Road in South Iceland, and its campsite is a good starting point for trips around Rangárvellir and Fljótshlíð. Hamingjustígar in the Hekla lava fields, where Ferðafélag Rangæinga recommends e-bikes, are close by.",
  },
  Hellishólar: {
    description:
      "Hellishólar is in Fljótshlíð and has access to electricity, which comes in handy for charging your bike overnight. Fljótshlíð is a pleasant area to cycle, with views across the gravel flats of Markarfljót to Eyjafjallajökull.",
  },
  Vestmannaeyjar: {
    name: "Vestmannaeyjar (Westman Islands)",
    description:
      "Heimaey has two campsites, in Herjólfsdalur and by Þórsheimili, and your bike can travel with you on the Herjólfur ferry. Heimaey is small but hilly, so an e-bike is a comfortable way to explore the island.",
  },
  Varmahlíð: {
    description:
      "Varmahlíð is in Skagafjörður, on the Ring Road, and its campsite has electricity and a kitchen. It makes a handy stop between Akureyri and Blönduós.",
  },
  "Hlíð í Reykjahlíð": {
    name: "Hlíð, Reykjahlíð",
    description:
      "The Hlíð campsite is in Reykjahlíð by Lake Mývatn, and you can hire bikes there. The loop around the lake is about 37 km and suits an e-bike well.",
  },
  "Hjalli í Reykjadal (Lífsmótun)": {
    name: "Hjalli, Reykjadalur (Lífsmótun)",
    description:
      "The campsite at Hjalli, near Laugar in Reykjadalur, is staffed all year, though with fewer services in winter, and you can book a pitch in advance. Reykjadalur lies between Akureyri and Mývatn, so you can make day trips in both directions.",
  },
  Húsavík: {
    description:
      "Húsavík lies on Skjálfandi bay and is a good stop on the way between Mývatn and Ásbyrgi. Check the campsite's opening times and facilities before you come.",
  },
  "Atlavík í Hallormsstaðaskógi": {
    name: "Atlavík, Hallormsstaðaskógur",
    description:
      "Atlavík is a sheltered cove on Lagarfljót in the Hallormsstaðaskógur forest, south of Egilsstaðir. The forest and the country roads around it are well worth exploring by e-bike.",
  },
  Egilsstaðir: {
    description:
      "The campsite in Egilsstaðir is in the town, and you can book a pitch in advance on its website. The Hérað loop (Héraðshringurinn) starts in town, and Visit Egilsstaðir describes more bike routes, including one from Vestdalsvatn down to Seyðisfjörður.",
  },
  Bjarkalundur: {
    description:
      "Bjarkalundur is in Reykhólasveit, on the Westfjords Way, and has electricity and a restaurant. A good place to recharge both the bike and yourself before heading west into the fjords.",
  },
  Tálknafjörður: {
    description:
      "Tálknafjörður is a small village in the southern Westfjords, and its campsite is open over the summer. The roads here are steep and the villages far apart, so plan your charging before you set off.",
  },
};

/**
 * The campsites in English: English descriptions (and names where translated),
 * region, season and link labels rendered in English; every other field as in
 * ../campsites.ts.
 */
export function campsitesEn(): Campsite[] {
  return mergeByName("campsites", campsites, campsiteProseEn).map((campsite) => ({
    ...campsite,
    region: rendered("region", regionsEn, campsite.region),
    ...(campsite.season === undefined ? {} : { season: seasonEn(campsite.season) }),
    links: campsite.links.map((link) => ({ ...link, label: rendered("link label", linkLabelsEn, link.label) })),
  }));
}

/** The five tips at the foot of /en/tjalda, in the order of ../campsites.ts. */
export const campingTipsEn: readonly string[] = [
  "Check whether the campsite has power you can use to charge your battery.",
  "Bring safety gear such as a helmet, lights and a first-aid kit, and don't forget your charger.",
  "Look up the bike routes near the campsite before you set off.",
  "Keep an eye on the forecast, because the weather in Iceland can change fast, especially in the highlands.",
  "Contact the campsite in advance to check opening times, facilities and whether you can charge.",
];

export const campingIntroEn: readonly string[] = [
  "Few things beat travelling around Iceland by e-bike and sleeping in a tent. Here we have gathered campsites around the country that make good bases for bike trips, with links to bike routes nearby.",
  "Facilities vary from one campsite to the next, and you cannot charge your battery everywhere. Opening times can also change from year to year, so check the latest information on the campsite's website before you set off.",
];

export const campingSuggestionNoteEn: string =
  "Do you know a campsite that suits e-bike trips and belongs on this list? Drop us an e-mail and we will see whether we can add it.";
