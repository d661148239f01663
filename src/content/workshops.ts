/**
 * Verkstæði (hluti síðunnar /rafmagnshjol) og vefur sem ber saman rafhjól til sölu.
 *
 * Forskriftin biður um verkstæði fyrir Fantic-hjól, en ekkert Fantic-umboð eða
 * -verkstæði á Íslandi fannst í heimildum (FACTS.md, kafli 2). Því er hér eina
 * viðgerðaaðstaðan sem best er heimild fyrir, og `fanticWorkshopNote` segir
 * lesendum frá stöðunni í stað þess að búa til fyrirtæki.
 */
import type { Workshop } from "./types.ts";

export const workshops: readonly Workshop[] = [
  {
    name: "Fjallahjólaklúbburinn – viðgerðaaðstaða",
    location: "Sævarhöfði 31, Reykjavík",
    url: "https://fjallahjolaklubburinn.is",
    description:
      "Fjallahjólaklúbburinn býður félagsmönnum aðstöðu og verkfæri til að gera við hjólin sín á opnum húsum. Klúbburinn hefur verið á Sævarhöfða 31 frá apríl 2024; kannaðu opnunartímann á vef hans áður en þú mætir.",
    brands: [],
  },
];

export const fanticWorkshopNote: string =
  "Við leitum að verkstæði á Íslandi sem þjónustar Fantic-rafhjól. Ef þú rekur verkstæði sem tekur að sér viðgerðir og þjónustu á Fantic-hjólum viljum við gjarnan heyra frá þér – hafðu samband og við bætum verkstæðinu á listann.";

export const ebikeListingSite: { readonly name: string; readonly url: string; readonly description: string } = {
  name: "Örflæði",
  url: "https://www.orflaedi.is",
  description:
    "Örflæði tekur saman á einum stað rafhjól sem eru til sölu í íslenskum verslunum og sýnir verð hvers hjóls og í hvaða flokk það fellur samkvæmt umferðarlögum.",
};
