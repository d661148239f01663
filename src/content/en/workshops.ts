/**
 * English prose of the workshop card, the Fantic note and the e-bike listing
 * site on /en/rafmagnshjol. Names, addresses and web addresses come from
 * ../workshops.ts.
 */
import { mergeByName } from "../prose.ts";
import type { ProseByName, Workshop } from "../types.ts";
import { ebikeListingSite, workshops } from "../workshops.ts";

export const workshopProseEn: ProseByName<Workshop, "name" | "description"> = {
  "Fjallahjólaklúbburinn – viðgerðaaðstaða": {
    name: "Fjallahjólaklúbburinn – repair facility",
    description:
      "Fjallahjólaklúbburinn, the mountain bike club, gives its members space and tools to repair their bikes at its open evenings. The club has been at Sævarhöfði 31 since April 2024; check the opening hours on its website before you go.",
  },
};

/** The workshops with English names and descriptions; every other field as in ../workshops.ts. */
export function workshopsEn(): Workshop[] {
  return mergeByName("workshops", workshops, workshopProseEn);
}

export const fanticWorkshopNoteEn: string =
  "We are looking for a workshop in Iceland that services Fantic e-bikes. If you run a workshop that repairs and services Fantic bikes, we would love to hear from you – get in touch and we will add your workshop to the list.";

const ebikeListingSiteDescriptionEn =
  "Örflæði brings together in one place the e-bikes for sale in Icelandic shops, showing each bike's price and which class it falls into under the Road Traffic Act.";

/** The e-bike listing site with an English description; name and address as in ../workshops.ts. */
export function ebikeListingSiteEn(): typeof ebikeListingSite {
  return { ...ebikeListingSite, description: ebikeListingSiteDescriptionEn };
}
