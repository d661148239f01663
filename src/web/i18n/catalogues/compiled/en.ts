// Written by scripts/compile-catalogues.ts from ../en.ts: do not edit.
import type { Messages } from "@lingui/core";

export const messages: Messages = {
 "site.name": [
  "Rafhjól á Íslandi"
 ],
 "site.title": [
  "Rafhjól á Íslandi – e-bike routes in Iceland"
 ],
 "site.description": [
  "E-bike routes on a map, events, campsites, shops and advice for everyone riding electric mountain bikes in Iceland."
 ],
 "language.switch": [
  "Íslenska"
 ],
 "language.switchTitle": [
  "Lesa þessa síðu á íslensku"
 ]
};
