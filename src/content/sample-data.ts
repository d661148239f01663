/**
 * Sample routes and events for a newly created database, so a fresh install
 * shows real Icelandic e-bike / mountain-bike content instead of empty lists.
 *
 * Sources: every route comes from the project's fact sheet of sourced route pages (plus the
 * Vatnajökull National Park's own Jökulsárgljúfur bike-route page). Distances
 * are the ones the sources give; routes without a sourced distance were left
 * out. Start coordinates are approximate (town or trailhead). Descriptions are
 * written fresh and only repeat what the linked page says. Stíflisdalur is not
 * here: its only source is a page of the club's paginated article list, and
 * the article's own address could not be confirmed.
 *
 * Events: only happenings that recur and whose organiser says when (see the
 * comments at each). Where the day is worked out from earlier years rather
 * than announced, the description starts with "Dagsetning óstaðfest", so the
 * card says so; the event shape of the API stays unchanged.
 */
import type { SiteEventInput } from "../shared/event.ts";
import type { RouteInput } from "../shared/route.ts";

const FI_HJOL_OG_FJALL = "https://www.fi.is/is/verkefni-yfirlit/fi-hjol-og-fjall";
const RHUBARB_FEST = "https://rhubarbfest.is/en/pages/hjolaturar";
const FJALLAHJOLAKLUBBURINN = "https://fjallahjolaklubburinn.is";
const BIFROST_WEEKEND = "https://www.fjallahjolaklubburinn.is/frettir/1290-bifrost-hredavatn";

/**
 * Ordered oldest first: the site lists routes newest first (reversed), so the
 * last entry here is the "most recently added" one.
 */
export const sampleRoutes: readonly RouteInput[] = [
  {
    name: "Heiðmörk og Rauðhólar",
    region: "Höfuðborgarsvæðið",
    description:
      "Stutt og þægileg leið í útjaðri borgarinnar sem hefst við Rauðhóla og liggur um malarstíga og skógarslóða Heiðmerkur. Hækkun er lítil og leiðin hentar vel sem kvöldtúr eða fyrsta ferð á nýju rafhjóli. Göngu- og hestafólk notar sömu stíga, svo farðu hægt og sýndu tillitssemi.",
    distance: 15,
    latitude: 64.097,
    longitude: -21.745,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Háifoss og Stöng",
    region: "Suðurland",
    description:
      "Hringur í Þjórsárdal sem hefst við skálann Hólaskóg. Fyrst er hjólað upp malarveg að Háafossi, þar sem munar miklu um rafmagnið, og síðan liggur stikaður stígur niður með Fossá að fornminjunum á Stöng áður en malarvegur lokar hringnum. Heildarhækkun er um 400 m.",
    distance: 20,
    latitude: 64.165,
    longitude: -19.72,
    link: "https://vertuuti.is/2018/09/18/fimm-glimrandi-fjallahjolaleidir/",
    videolink: null,
  },
  {
    name: "Héraðshringurinn",
    region: "Austurland",
    description:
      "Langur sveitahringur frá Egilsstöðum um Fellabæ og út Tungu, yfir Lagarfljót við Lagarfoss og til baka um Útsveit og Eiðaþinghá. Mest er hjólað á malar- og sveitavegum en á styttingunni frá Lagarfossi eru stuttir torfærir kaflar. Rafhjól gerir þessa löngu dagleið léttari og gefur tíma til að staldra við.",
    distance: 63,
    latitude: 65.265,
    longitude: -14.395,
    link: "https://ferdafelag.is/f108_hjolaferd09.html",
    videolink: null,
  },
  {
    name: "Grábrók, Hreðavatn og Glanni",
    region: "Vesturland",
    description:
      "Létt og fjölbreytt leið í nágrenni Bifrastar á góðum slóðum. Hægt er að ganga upp á gíginn Grábrók, hjóla meðfram Hreðavatni og kíkja á fossinn Glanna og Paradísarlaut. Fjallahjólaklúbburinn gefur henni erfiðleikastig 4 af 10.",
    distance: 20,
    latitude: 64.77,
    longitude: -21.55,
    link: BIFROST_WEEKEND,
    videolink: null,
  },
  {
    name: "Svalvogahringurinn",
    region: "Vestfirðir",
    description:
      "Stórbrotinn hringur frá Þingeyri um nesið milli Dýrafjarðar og Arnarfjarðar, þar sem slóðinn liggur undir háum hömrum og í gegnum klettaþræðinga. Hringnum er lokað upp Fossdal og yfir Kvennaskarð, og hæsti punktur er nálægt 560 m. Leiðin er torfær og afskekkt, svo leggðu af stað með fullhlaðna rafhlöðu, nesti og varahluti.",
    distance: 49,
    latitude: 65.874,
    longitude: -23.49,
    link: "https://visitthingeyri.is/en/svalvogavegurinn",
    videolink: null,
  },
  {
    name: "Reykjanes og Eldvörp",
    region: "Suðurnes",
    description:
      "Dagleið um hraun vestast á Reykjanesskaga að gígaröðinni Eldvörpum. Slóðarnir eru grófir á köflum en hækkun er hófleg. Kynntu þér aðgengi og lokanir vegna eldsumbrota á skaganum áður en þú leggur af stað.",
    distance: 30,
    latitude: 63.85,
    longitude: -22.55,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Vatnsdalshringurinn",
    region: "Norðurland vestra",
    description:
      "Hringur um Vatnsdal á ágætum malarvegi, á söguslóðum Vatnsdælu. Á leiðinni eru Vatnsdalshólar, Þrístapar og fjöldi fallegra fossa og lækja, og dalbotninn er að mestu flatur. Hljóðleiðsögn Húnabyggðar um Vatnsdælu er góður ferðafélagi.",
    distance: 40,
    latitude: 65.55,
    longitude: -20.4,
    link: "https://hunabyggd.is/is/mannlif/umhverfi/fimmur",
    videolink: null,
  },
  {
    // The pin stands where the route starts, at Gullfoss, 55 km south of Kjölur itself: the name says so.
    name: "Kjölur (frá Gullfossi)",
    region: "Hálendið",
    description:
      "Hálendisvegurinn um Kjöl liggur frá Gullfossi milli Langjökuls og Hofsjökuls norður í átt að Blönduósi, að mestu á grófum malarvegi. Hveravellir, með hverasvæði og heitri laug, eru góður áningarstaður á miðri leið. Vegurinn er aðeins opinn að sumri og þjónusta er strjál, svo skipuleggðu hleðslu rafhlöðunnar fyrir fram.",
    distance: 160,
    latitude: 64.326,
    longitude: -20.121,
    link: "https://is.nat.is/hveravellir-kjolur",
    videolink: null,
  },
  {
    name: "Mosfellsdalur",
    region: "Höfuðborgarsvæðið",
    description:
      "Stutt kvöldferð um Mosfellsdal, milli fella rétt ofan við Mosfellsbæ, um sveitavegi og stíga. Hækkun er lítil og auðvelt að komast á upphafsstað úr borginni. Góð leið til að kynnast rafhjólinu áður en lagt er í lengri ferðir.",
    distance: 15,
    latitude: 64.17,
    longitude: -21.56,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Hraunsfjörður og Kolgrafir",
    region: "Vesturland",
    description:
      "Dagleið á norðanverðu Snæfellsnesi um Kolgrafafjörð og Hraunsfjörð, með fjöll og firði á alla vegu. Leiðin var á dagskrá FÍ Hjól og fjall, þar sem hjólreiðar og stutt ganga fara saman. Á lengri dagleið sem þessari kemur rafhjólið sér vel í mótvindi.",
    distance: 45,
    latitude: 64.97,
    longitude: -23.05,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Fimmvörðuháls",
    region: "Suðurland",
    description:
      "Ein þekktasta gönguleið landsins, hjóluð frá Básum í Þórsmörk yfir hálsinn milli Eyjafjallajökuls og Mýrdalsjökuls og niður að Skógum, með um 1150 m heildarhækkun. Bera þarf hjólið drjúgan spöl upp að gígunum Magna og Móða, sem er átak með þungt rafhjól, en þaðan taka við skemmtileg einstigi, grófur malarvegur og stígurinn niður með Skógá. Best síðsumars þegar snjór er farinn og færri á göngu; göngufólk á ávallt forgang.",
    distance: 25,
    latitude: 63.676,
    longitude: -19.484,
    link: "https://vertuuti.is/2018/09/18/fimm-glimrandi-fjallahjolaleidir/",
    videolink: null,
  },
  {
    name: "Jökulsárgljúfur",
    region: "Norðurland eystra",
    description:
      "Merkt hjólaleið Vatnajökulsþjóðgarðs frá Dettifossi norður í Ásbyrgi, að mestu eftir göngustígum þjóðgarðsins. Hækkun er aðeins um 150 m en sumir kaflar henta illa hjólum og þá þarf að teyma. Hljóðaklettar eru eingöngu fyrir gangandi og hjólafólk víkur alltaf fyrir göngufólki.",
    distance: 32,
    latitude: 65.815,
    longitude: -16.395,
    link: "https://www.vatnajokulsthjodgardur.is/svaedi/jokulsargljufur/hjolaleid-um-jokulsargljufur",
    videolink: null,
  },
  {
    name: "Norðurá og Gljúfurá",
    region: "Vesturland",
    description:
      "Leið 13 úr Hjólabók Ómars Smára Kristinssonar, um Borgarfjörð frá Bifröst að Norðurá og Gljúfurá. Búast má við smá torfærum og erfiðleikastig leiðarinnar er 6 af 10. Gerðu ráð fyrir heilum degi, 6–7 klukkustundum með stoppum.",
    distance: 40,
    latitude: 64.77,
    longitude: -21.55,
    link: BIFROST_WEEKEND,
    videolink: null,
  },
  {
    name: "Vatnasull á Hellisheiði",
    region: "Suðurland",
    description:
      "Stutt ferð um slóða á Hellisheiði, skammt frá höfuðborgarsvæðinu, úr dagskrá FÍ Hjól og fjall. Nafnið gefur til kynna að búast megi við bleytu, svo vatnsheldur fatnaður og aurbretti koma sér vel. Á heiðinni getur veður breyst hratt.",
    distance: 15,
    latitude: 64.03,
    longitude: -21.35,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Vestfjarðaleiðin",
    region: "Vesturland og Vestfirðir",
    description:
      "Um 950 km ferðaleið um Dali og Vestfirði, frá Búðardal, sem hentar fyrir margra daga ferðalag á hjóli. Leiðin liggur um firði, heiðar og malarkafla, og langt getur verið milli þjónustustaða. Skipuleggðu áfangana þannig að hægt sé að hlaða rafhjólið á hverjum gististað.",
    distance: 950,
    latitude: 65.108,
    longitude: -21.766,
    link: "https://www.vestfjardaleidin.is",
    videolink: null,
  },
  {
    name: "Kjós og Meðalfell",
    region: "Höfuðborgarsvæðið",
    description:
      "Dagleið um sveitina í Kjós, umhverfis Meðalfell og Meðalfellsvatn, að mestu á malar- og sveitavegum. Leiðin var dagsferð í FÍ Hjól og fjall þar sem stutt ganga fylgdi hjólreiðunum. Hæfileg vegalengd fyrir flest rafhjól á einni hleðslu.",
    distance: 41,
    latitude: 64.32,
    longitude: -21.55,
    link: FI_HJOL_OG_FJALL,
    videolink: null,
  },
  {
    name: "Blöndulónshringurinn",
    region: "Norðurland vestra",
    description:
      "Lengsta útgáfa Samhjóls frá gamla bænum á Blönduósi, þar sem haldið er áfram um Svínadal og fram að Blöndulóni. Þetta er löng dagleið um sveitavegi og heiðarland þar sem drægni rafhlöðunnar ræður miklu, svo hugaðu að hleðslu eða aukarafhlöðu. Leiðin er aðgengileg sem Strava-leið af vef Rabarbarahátíðar.",
    distance: 130,
    latitude: 65.66,
    longitude: -20.285,
    link: RHUBARB_FEST,
    videolink: null,
  },
  {
    name: "Hamingjustígar í Hekluhraunum",
    region: "Suðurland",
    description:
      "Um 30 km á slóðum um hraunin frá Heklu á Rangárvöllum, með upphaf við Hótel Læk. Slóðarnir eru misgreiðfærir og Ferðafélag Rangæinga, sem hefur farið leiðina í hópferð, mælir með rafhjóli á hana. Gerðu ráð fyrir að minnsta kosti hálfum degi.",
    distance: 30,
    latitude: 63.87,
    longitude: -20.33,
    link: "https://www.ffrang.is/is/dagatal/hjolaferd-um-hamingjustiga-i-hekluhraunum",
    videolink: null,
  },
  {
    name: "Mývatnshringurinn",
    region: "Norðurland eystra",
    description:
      "Hringur um Mývatn frá Reykjahlíð, að mestu á vegi. Á leiðinni eru gervigígarnir við Skútustaði, Höfði og Dimmuborgir, og fuglalífið við vatnið er fjölbreytt. Hækkun er lítil og leiðin hentar allri fjölskyldunni á rafhjóli. Að sumri getur bílaumferð verið nokkur, svo sýnileg föt eru til bóta.",
    distance: 37,
    latitude: 65.645,
    longitude: -16.915,
    link: "https://www.iceland24blog.com/2016/03/biking-around-lake-myvatn.html",
    videolink: null,
  },
  {
    name: "Svínavatnshringurinn",
    region: "Norðurland vestra",
    description:
      "Leið Samhjóls á Rabarbarahátíð: frá gamla bænum á Blönduósi upp Svínvetningabraut, hringinn í kringum Svínavatn og aftur til baka. Heildarhækkun er um 626 m og hægt er að stytta leiðina í 36 km með því að snúa við hjá vatninu. GPX-skrá af leiðinni er á vef hátíðarinnar.",
    distance: 58,
    latitude: 65.66,
    longitude: -20.285,
    link: RHUBARB_FEST,
    videolink: null,
  },
];

// ---------------------------------------------------------------------------
// Events: each has a rule for its date and sampleEvents() picks the next
// occurrence strictly after `today`, in UTC.
// ---------------------------------------------------------------------------

/** Day of week as Date.getUTCDay() numbers it. */
const TUESDAY = 2;
const THURSDAY = 4;
const SATURDAY = 6;

/**
 * Starts the description of an event whose day is worked out from earlier
 * years, not announced by the organiser: the card then says so before anything
 * else. Exported so tests can check every estimated event carries it.
 */
export const DATE_UNCONFIRMED = "Dagsetning óstaðfest:";

/** UTC midnight of the given calendar day (month is 1–12). */
function utcDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** YYYY-MM-DD of a UTC moment. */
function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The n-th given weekday of a month (n = 1 is the first); n = -1 is the last.
 * Month is 1–12.
 */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n === -1) {
    const lastDay = utcDay(year, month + 1, 0);
    const back = (lastDay.getUTCDay() - weekday + 7) % 7;
    return utcDay(year, month, lastDay.getUTCDate() - back);
  }
  const first = utcDay(year, month, 1);
  const forward = (weekday - first.getUTCDay() + 7) % 7;
  return utcDay(year, month, 1 + forward + (n - 1) * 7);
}

interface YearlyEvent {
  name: string;
  description: string;
  link: string;
  /** The event's date in a given year. */
  dateIn(year: number): Date;
}

const yearlyEvents: readonly YearlyEvent[] = [
  {
    // The club rides on Tuesday evenings from the start of May, every year (Hjólhesturinn
    // 2023); the first ride was 5 May 2009, 1 May 2018 and 5 May 2020: the first Tuesday of May.
    name: "Fyrsta þriðjudagskvöldferð Fjallahjólaklúbbsins",
    description: `${DATE_UNCONFIRMED} áætluð út frá fyrri árum. Fjallahjólaklúbburinn hjólar á þriðjudagskvöldum frá byrjun maí og fram á haust; fyrstu ferðirnar eru styttri og léttari og þær lengjast eftir því sem líður á sumarið. Brottfararstaðurinn er breytilegur og klúbburinn auglýsir hann hverju sinni.`,
    link: FJALLAHJOLAKLUBBURINN,
    dateIn: (year) => nthWeekday(year, 5, TUESDAY, 1),
  },
  {
    // Samhjól is part of Rabarbarahátíð on Blönduós every summer: Saturday 29 June 2024 and
    // Saturday 28 June 2025, the last Saturday of June.
    name: "Samhjól á Rabarbarahátíð á Blönduósi",
    description: `${DATE_UNCONFIRMED} áætluð út frá síðustu árum, þegar Samhjól var síðasta laugardag í júní. Sameiginleg hjólaferð frá gamla bænum á Blönduósi hringinn um Svínavatn (58 km), með styttri 36 km útgáfu og lengri 130 km leið að Blöndulóni. Dagsetning hvers árs birtist á vef hátíðarinnar.`,
    link: RHUBARB_FEST,
    dateIn: (year) => nthWeekday(year, 6, SATURDAY, -1),
  },
];

/** The first date of `event` strictly after the UTC day of `today`. */
function nextYearly(event: YearlyEvent, today: Date): Date {
  const todayIso = isoDay(today);
  const year = today.getUTCFullYear();
  const thisYear = event.dateIn(year);
  return isoDay(thisYear) > todayIso ? thisYear : event.dateIn(year + 1);
}

/**
 * Fjallahjólaklúbburinn's open house: the first and third Thursday of each
 * month at 20:00, as the club announced it (Hjólhesturinn 2023). New Year's
 * Day is skipped. The rule predates the club's move to Sævarhöfði 31 in 2024,
 * so the card marks the date as unconfirmed, like the yearly events'.
 */
function nextOpenHouse(today: Date): Date {
  const todayIso = isoDay(today);
  let year = today.getUTCFullYear();
  let month = today.getUTCMonth() + 1;
  for (;;) {
    for (const n of [1, 3]) {
      const candidate = nthWeekday(year, month, THURSDAY, n);
      const isNewYearsDay = month === 1 && candidate.getUTCDate() === 1;
      if (!isNewYearsDay && isoDay(candidate) > todayIso) return candidate;
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * Sample events for a database created on `today`: every date is strictly
 * after `today` (compared as UTC calendar days), sorted ascending. Pure: the
 * only clock it reads is the argument.
 */
export function sampleEvents(today: Date): SiteEventInput[] {
  const events: SiteEventInput[] = yearlyEvents.map((event) => ({
    name: event.name,
    date: isoDay(nextYearly(event, today)),
    description: event.description,
    link: event.link,
  }));
  events.push({
    name: "Opið hús og viðgerðakvöld Fjallahjólaklúbbsins",
    date: isoDay(nextOpenHouse(today)),
    description: `${DATE_UNCONFIRMED} reglan um fyrsta og þriðja fimmtudag í mánuði er frá 2023, áður en klúbburinn flutti. Fjallahjólaklúbburinn hefur opið hús fyrsta og þriðja fimmtudag í mánuði kl. 20, með viðgerðaaðstöðu fyrir félaga og heitt á könnunni. Klúbburinn er á Sævarhöfða 31 í Reykjavík frá apríl 2024; kíktu á vef hans áður en þú mætir, ef dagskráin skyldi hafa breyst.`,
    link: FJALLAHJOLAKLUBBURINN,
  });
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
