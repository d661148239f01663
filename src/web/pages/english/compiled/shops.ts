// Written by scripts/compile-english-content.ts from src/content: do not edit.
import type { EnglishContent } from "../../../i18n/english-content.ts";

export const content: EnglishContent["shops"] = {
 "shops": [
  {
   "name": "Örninn",
   "location": "Reykjavík",
   "brands": [],
   "url": "https://orninn.is",
   "description": "A bike shop in Reykjavík whose range includes electric bikes. You can browse it on the shop's website."
  },
  {
   "name": "Kría hjól",
   "location": "Grandagarður 7, Reykjavík",
   "brands": [
    "Specialized"
   ],
   "url": "https://kriahjol.is",
   "description": "A bike shop on Grandagarður selling Specialized bikes, including the e-bikes of the Turbo range."
  },
  {
   "name": "TRI",
   "location": "Suðurlandsbraut 32, 108 Reykjavík",
   "brands": [
    "Cube"
   ],
   "url": "https://tri.is",
   "description": "A shop on Suðurlandsbraut selling Cube e-bikes."
  },
  {
   "name": "Ellingsen",
   "location": "Reykjavík",
   "brands": [
    "Merida",
    "Tern",
    "MATE",
    "Legend",
    "Issimo",
    "Riese & Müller"
   ],
   "url": "https://s4s.is/ellingsen",
   "description": "A shop within S4S with a wide range of e-bikes, among them bikes from Merida, Tern and Riese & Müller."
  },
  {
   "name": "Rafhjólasetrið",
   "brands": [
    "Merida"
   ],
   "url": "https://rafhjolasetur.is",
   "description": "A specialist e-bike shop, also part of S4S, whose range includes Merida e-bikes."
  },
  {
   "name": "Rafmagnshjól",
   "location": "Grandi, Reykjavík",
   "brands": [
    "QWIC"
   ],
   "url": "https://rafmagnshjol.is",
   "description": "A shop out on Grandi selling e-bikes from the Dutch maker QWIC."
  },
  {
   "name": "Reiðhjólaverzlunin Berlin",
   "location": "Háaleitisbraut 58–60, Reykjavík",
   "brands": [],
   "url": "https://www.reidhjolaverzlunin.is",
   "description": "A bike shop that has moved to larger premises on Háaleitisbraut. It sells e-bikes alongside conventional bikes."
  },
  {
   "name": "Markið",
   "brands": [
    "Scott"
   ],
   "url": "https://markid.is",
   "description": "A shop selling e-bikes from the Swiss maker Scott."
  },
  {
   "name": "Peloton",
   "brands": [],
   "url": "https://www.peloton.is",
   "description": "A bike shop with e-bikes in its online store."
  },
  {
   "name": "Ofsi",
   "brands": [
    "Orbea"
   ],
   "url": "https://ofsi.is",
   "description": "A shop selling e-bikes from the Spanish maker Orbea, including the Rise and Wild electric mountain bikes."
  },
  {
   "name": "Hjólasprettur",
   "location": "Dalshraun, Hafnarfjörður",
   "brands": [],
   "url": "https://hjolasprettur.is",
   "description": "A bike shop on Dalshraun in Hafnarfjörður whose range includes e-bikes."
  },
  {
   "name": "Everest",
   "location": "Skeifan 6, 108 Reykjavík",
   "brands": [],
   "url": "https://www.everest.is",
   "description": "A shop in Skeifan in Reykjavík that carries e-bikes."
  },
  {
   "name": "Kuldi",
   "brands": [
    "Norco",
    "Pivot",
    "Giant"
   ],
   "url": "https://kuldi.net",
   "description": "A shop selling e-bikes from Norco, Pivot and Giant. Worth a look if you are after an electric mountain bike."
  },
  {
   "name": "T2",
   "brands": [
    "Tenways"
   ],
   "url": "https://t2.is",
   "description": "A shop selling Tenways e-bikes."
  },
  {
   "name": "Solifer",
   "location": "Ármúli 24, 108 Reykjavík",
   "brands": [
    "Solifer"
   ],
   "url": "https://solifer.is",
   "description": "A shop on Ármúli selling e-bikes under the Solifer brand."
  },
  {
   "name": "Gastec",
   "brands": [
    "Urbanbiker"
   ],
   "url": "https://www.gastec.is",
   "description": "A company selling Urbanbiker e-bikes."
  },
  {
   "name": "Stormur",
   "brands": [
    "Mondraker"
   ],
   "url": "https://stormur.is",
   "description": "A shop selling e-bikes from the Spanish mountain bike maker Mondraker."
  },
  {
   "name": "SCB",
   "brands": [
    "Santa Cruz"
   ],
   "url": "https://scb.is",
   "description": "A shop selling e-bikes from Santa Cruz, an American maker of mountain bikes."
  },
  {
   "name": "UNNO",
   "brands": [
    "UNNO"
   ],
   "url": "https://unno.is",
   "description": "A shop selling e-bikes from the maker UNNO."
  },
  {
   "name": "Púkinn",
   "brands": [
    "Ghost"
   ],
   "url": "https://www.pukinn.com",
   "description": "A shop selling e-bikes from the German maker Ghost."
  },
  {
   "name": "Topphjól",
   "brands": [],
   "url": "https://topphjol.is",
   "description": "A bike shop that Örflæði lists as a seller of e-bikes in Iceland."
  }
 ],
 "workshops": [
  {
   "name": "Fjallahjólaklúbburinn – repair facility",
   "location": "Sævarhöfði 31, Reykjavík",
   "url": "https://fjallahjolaklubburinn.is",
   "description": "Fjallahjólaklúbburinn, the mountain bike club, gives its members space and tools to repair their bikes at its open evenings. The club has been at Sævarhöfði 31 since April 2024; check the opening hours on its website before you go.",
   "brands": []
  }
 ],
 "fanticWorkshopNote": "We are looking for a workshop in Iceland that services Fantic e-bikes. If you run a workshop that repairs and services Fantic bikes, we would love to hear from you – get in touch and we will add your workshop to the list.",
 "ebikeListingSite": {
  "name": "Örflæði",
  "url": "https://www.orflaedi.is",
  "description": "Örflæði brings together in one place the e-bikes for sale in Icelandic shops, showing each bike's price and which class it falls into under the Road Traffic Act."
 }
};
