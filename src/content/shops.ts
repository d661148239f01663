/**
 * Verslanir á Íslandi sem selja rafhjól (síðan /rafmagnshjol).
 *
 * Heimildir: staðreyndablað verkefnisins (FACTS.md), kafli 1. Aðeins tegundir sem sáust í
 * heimild eru skráðar (tómur listi þegar engin sást) og staðsetning aðeins
 * þegar heimild staðfestir hana. Lokaðar verslanir, söluaðilar sem selja
 * aðeins rafhlaupahjól eða létt bifhjól (Þrumann, ELKO), Hvellur (versluninni
 * lokað, aðeins vefverslun eftir), Arctic eBike (aðeins nafn og vefslóð á
 * verkefnalista, ekkert vitað um starfsemina) og Fjallakofinn (selur fjallahjól
 * en Örflæði fann þar engin rafhjól árið 2026) eru ekki með.
 */
import type { Shop } from "./types.ts";

export const shops: readonly Shop[] = [
  {
    name: "Örninn",
    location: "Reykjavík",
    brands: [],
    url: "https://orninn.is",
    description: "Reiðhjólaverslun í Reykjavík sem selur meðal annars rafhjól. Úrvalið má skoða á vef verslunarinnar.",
  },
  {
    name: "Kría hjól",
    location: "Grandagarður 7, Reykjavík",
    brands: ["Specialized"],
    url: "https://kriahjol.is",
    description: "Hjólaverslun við Grandagarð sem selur hjól frá Specialized, þar á meðal rafhjólin í Turbo-línunni.",
  },
  {
    name: "TRI",
    location: "Suðurlandsbraut 32, 108 Reykjavík",
    brands: ["Cube"],
    url: "https://tri.is",
    description: "Verslun við Suðurlandsbraut sem selur rafhjól frá Cube.",
  },
  {
    name: "Ellingsen",
    location: "Reykjavík",
    brands: ["Merida", "Tern", "MATE", "Legend", "Issimo", "Riese & Müller"],
    url: "https://s4s.is/ellingsen",
    description: "Verslun innan S4S með fjölbreytt úrval rafhjóla. Þar fást meðal annars hjól frá Merida, Tern og Riese & Müller.",
  },
  {
    name: "Rafhjólasetrið",
    brands: ["Merida"],
    url: "https://rafhjolasetur.is",
    description: "Sérverslun með rafhjól sem tilheyrir einnig S4S. Þar fást meðal annars rafhjól frá Merida.",
  },
  {
    name: "Rafmagnshjól",
    location: "Grandi, Reykjavík",
    brands: ["QWIC"],
    url: "https://rafmagnshjol.is",
    description: "Verslun úti á Granda sem selur rafhjól frá hollenska framleiðandanum QWIC.",
  },
  {
    name: "Reiðhjólaverzlunin Berlin",
    location: "Háaleitisbraut 58–60, Reykjavík",
    brands: [],
    url: "https://www.reidhjolaverzlunin.is",
    description: "Reiðhjólaverslun sem flutti í stærra húsnæði við Háaleitisbraut. Þar eru rafhjól seld ásamt hefðbundnum reiðhjólum.",
  },
  {
    name: "Markið",
    brands: ["Scott"],
    url: "https://markid.is",
    description: "Verslun sem selur rafhjól frá svissneska framleiðandanum Scott.",
  },
  {
    name: "Peloton",
    brands: [],
    url: "https://www.peloton.is",
    description: "Hjólaverslun sem er með rafhjól í vefverslun sinni.",
  },
  {
    name: "Ofsi",
    brands: ["Orbea"],
    url: "https://ofsi.is",
    description: "Verslun sem selur rafhjól frá spænska framleiðandanum Orbea, meðal annars rafmagnsfjallahjólin Rise og Wild.",
  },
  {
    name: "Hjólasprettur",
    location: "Dalshraun, Hafnarfjörður",
    brands: [],
    url: "https://hjolasprettur.is",
    description: "Hjólaverslun við Dalshraun í Hafnarfirði sem selur meðal annars rafhjól.",
  },
  {
    name: "Everest",
    location: "Skeifan 6, 108 Reykjavík",
    brands: [],
    url: "https://www.everest.is",
    description: "Verslun í Skeifunni í Reykjavík sem er með rafhjól í vöruúrvali sínu.",
  },
  {
    name: "Kuldi",
    brands: ["Norco", "Pivot", "Giant"],
    url: "https://kuldi.net",
    description: "Verslun sem selur rafhjól frá Norco, Pivot og Giant. Áhugaverður kostur fyrir þá sem leita að rafmagnsfjallahjóli.",
  },
  {
    name: "T2",
    brands: ["Tenways"],
    url: "https://t2.is",
    description: "Verslun sem selur rafhjól frá Tenways.",
  },
  {
    name: "Solifer",
    location: "Ármúli 24, 108 Reykjavík",
    brands: ["Solifer"],
    url: "https://solifer.is",
    description: "Verslun við Ármúla sem selur rafhjól undir merkjum Solifer.",
  },
  {
    name: "Gastec",
    brands: ["Urbanbiker"],
    url: "https://www.gastec.is",
    description: "Fyrirtæki sem selur rafhjól frá Urbanbiker.",
  },
  {
    name: "Stormur",
    brands: ["Mondraker"],
    url: "https://stormur.is",
    description: "Verslun sem selur rafhjól frá spænska fjallahjólaframleiðandanum Mondraker.",
  },
  {
    name: "SCB",
    brands: ["Santa Cruz"],
    url: "https://scb.is",
    description: "Verslun sem selur rafhjól frá Santa Cruz, bandarískum framleiðanda fjallahjóla.",
  },
  {
    name: "UNNO",
    brands: ["UNNO"],
    url: "https://unno.is",
    description: "Verslun sem selur rafhjól frá framleiðandanum UNNO.",
  },
  {
    name: "Púkinn",
    brands: ["Ghost"],
    url: "https://www.pukinn.com",
    description: "Verslun sem selur rafhjól frá þýska framleiðandanum Ghost.",
  },
  {
    name: "Topphjól",
    brands: [],
    url: "https://topphjol.is",
    description: "Hjólaverslun sem Örflæði vísar á sem söluaðila rafhjóla á Íslandi.",
  },
];
