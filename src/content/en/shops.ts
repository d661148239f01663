/**
 * English prose of the shops on /en/rafmagnshjol. Names, addresses, brands and
 * web addresses come from ../shops.ts.
 */
import { mergeByName } from "../prose.ts";
import { shops } from "../shops.ts";
import type { ProseByName, Shop } from "../types.ts";

export const shopProseEn: ProseByName<Shop, "description"> = {
  Örninn: { description: "A bike shop in Reykjavík whose range includes electric bikes. You can browse it on the shop's website." },
  "Kría hjól": { description: "A bike shop on Grandagarður selling Specialized bikes, including the e-bikes of the Turbo range." },
  TRI: { description: "A shop on Suðurlandsbraut selling Cube e-bikes." },
  Ellingsen: { description: "A shop within S4S with a wide range of e-bikes, among them bikes from Merida, Tern and Riese & Müller." },
  Rafhjólasetrið: { description: "A specialist e-bike shop, also part of S4S, whose range includes Merida e-bikes." },
  Rafmagnshjól: { description: "A shop out on Grandi selling e-bikes from the Dutch maker QWIC." },
  "Reiðhjólaverzlunin Berlin": {
    description: "A bike shop that has moved to larger premises on Háaleitisbraut. It sells e-bikes alongside conventional bikes.",
  },
  Markið: { description: "A shop selling e-bikes from the Swiss maker Scott." },
  Peloton: { description: "A bike shop with e-bikes in its online store." },
  Ofsi: { description: "A shop selling e-bikes from the Spanish maker Orbea, including the Rise and Wild electric mountain bikes." },
  Hjólasprettur: { description: "A bike shop on Dalshraun in Hafnarfjörður whose range includes e-bikes." },
  Everest: { description: "A shop in Skeifan in Reykjavík that carries e-bikes." },
  Kuldi: { description: "A shop selling e-bikes from Norco, Pivot and Giant. Worth a look if you are after an electric mountain bike." },
  T2: { description: "A shop selling Tenways e-bikes." },
  Solifer: { description: "A shop on Ármúli selling e-bikes under the Solifer brand." },
  Gastec: { description: "A company selling Urbanbiker e-bikes." },
  Stormur: { description: "A shop selling e-bikes from the Spanish mountain bike maker Mondraker." },
  SCB: { description: "A shop selling e-bikes from Santa Cruz, an American maker of mountain bikes." },
  UNNO: { description: "A shop selling e-bikes from the maker UNNO." },
  Púkinn: { description: "A shop selling e-bikes from the German maker Ghost." },
  Topphjól: { description: "A bike shop that Örflæði lists as a seller of e-bikes in Iceland." },
};

/** The shops with English descriptions; every other field as in ../shops.ts. */
export function shopsEn(): Shop[] {
  return mergeByName("shops", shops, shopProseEn);
}

/** The paragraph at the top of /en/rafmagnshjol (the Icelandic is written in the page itself). */
export const shopsIntroEn: string =
  "Here are the shops in Iceland that sell e-bikes, with the brands each is known to sell. Ranges and prices change quickly, so check the latest information on each shop's website.";
