// Written by scripts/compile-catalogues.ts from ../is.ts: do not edit.
import type { Messages } from "@lingui/core";

export const messages: Messages = {
 "site.name": [
  "Rafhjól á Íslandi"
 ],
 "site.title": [
  "Rafhjól á Íslandi"
 ],
 "site.description": [
  "Rafhjólaleiðir á korti, viðburðir, tjaldsvæði, verslanir og góð ráð fyrir alla sem hjóla á rafmagnsfjallahjólum á Íslandi."
 ],
 "language.switch": [
  "English"
 ],
 "language.switchTitle": [
  "Read this page in English"
 ]
};
