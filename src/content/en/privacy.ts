/**
 * The privacy policy of /en/privacy: the English of ../privacy.ts, section by
 * section and paragraph by paragraph, saying exactly what the Icelandic says.
 * When the Icelandic changes, this changes with it (the tests compare the
 * shape and the figures). Which sections appear (onlyWith) comes from
 * ../privacy.ts. The page renders a "Contact us" link to /en/contact after the
 * last paragraph, which therefore ends with a colon.
 */

import type { PrivacySection } from "../privacy.ts";
import { privacySections } from "../privacy.ts";
import { mergeByIndex } from "../prose.ts";
import type { ProseOf } from "../types.ts";

export const privacyProseEn: readonly ProseOf<PrivacySection, "heading" | "paragraphs">[] = [
  {
    heading: "General",
    paragraphs: [
      "This privacy policy describes what information the Rafhjól á Íslandi website collects when you visit it, how it is used and what rights you have. We try to collect as little as possible.",
      "You do not need to log in or give your name or e-mail address to browse the site.",
    ],
  },
  {
    heading: "Cookies and storage in your browser",
    paragraphs: [
      "The site uses no tracking cookies. In the browser's local storage (localStorage) it keeps a single entry called “cookie-consent”. All it records is that you clicked “OK” in the notice at the bottom of the page, so that the notice does not appear again.",
      "The entry is kept only in your browser and is never sent anywhere. You can delete it at any time by clearing the browsing data for the site, and the notice will then appear again.",
      "So that the site also opens when there is no signal, your browser keeps a copy of the site's app, of pages you have visited and of its public data (routes and events) in its cache (Cache Storage). When you save a route for offline use, its page, data, GPX file and the map tiles around it are kept there too, with the route's name, size and when it was saved. When the first route is saved, the site asks the browser to keep this data persistently, so that the browser does not remove it by itself when space runs low.",
      "All of it stays on your device, and none of it is sent anywhere. The admin area and the login are never stored. You remove a saved route on the Saved routes page (/en/vistad), and everything else by clearing the browsing data for the site.",
    ],
  },
  {
    heading: "Anonymous visit counts",
    paragraphs: [
      "If you click “OK”, the site's own web server counts anonymous page views and stores the count in its own database. For each page view it records only which page was viewed, which website (domain) you came from, whether the device is a phone, a tablet or a desktop computer, and the day. IP addresses, cookies and any identifiers that could link page views to you or your device are never recorded.",
      "If you do not click “OK”, nothing is sent and no page view is recorded. The counts are used only to see which content is viewed most, so that the site can be improved.",
    ],
  },
  {
    heading: "Protection against abuse, and logs",
    paragraphs: [
      "So that no single device can fill the counts with fake page views or send the site countless changes in a short time, the web server counts how many page views each device sends per minute, and the same goes for the administrator's logins and changes. The counter is not labelled with the IP address but with a code calculated from it (HMAC-SHA-256) with a key that changes at midnight (UTC) every day. The key is derived from a secret kept only in the web server's settings and never in the database, so the IP address cannot be worked out from the code, and a device's code today is not linked to its code tomorrow. The counters are deleted within half an hour.",
      "The web server records each request in a log without the IP address: only which page was requested, when, and whether it succeeded, in order to find and fix faults. If a request causes an error in the proxy server that receives it (nginx), the IP address may be included in the error description; those error logs are used only to find and fix faults and are deleted after 14 days.",
    ],
  },
  {
    heading: "Google Analytics",
    paragraphs: [
      "The site can also use the web analytics service Google Analytics, but only if it has been enabled in the site's settings. Even then, Google Analytics is not loaded until you have clicked “OK”, and if the service is not enabled, nothing is sent to Google.",
      "When Google Analytics is in use, the service collects information about which pages are viewed, how long visitors stay on the site, which website they came from, what kind of device is used and the approximate location, for example country or city. Google Analytics then sets its own cookies to tell visits apart, and Google processes the information under its own privacy policy.",
    ],
  },
  {
    heading: "Maps",
    paragraphs: [
      "The maps on the site are made up of map tiles from OpenStreetMap. When a map is shown, your browser fetches the tiles directly from OpenStreetMap's servers, which then see your IP address, like every web server your browser communicates with. That processing is governed by the OpenStreetMap Foundation's privacy policy.",
    ],
  },
  {
    heading: "Your location on a route",
    paragraphs: [
      "On the page of a route with a track you can press “Where am I?” to see where you are on the route. Your browser then asks your permission to use your device's location, and it never asks before you press the button. Your location is used only in your browser, to work out where on the route you are and how much is still to go: it is never sent to the site or to anyone else, and it is not stored anywhere. It is tracked while the page is open, until you press “Stop tracking” or leave the page.",
      "The same holds when you sort the routes by “Nearest to me” on the Bike routes page: the browser asks for your location only when you choose it, and it is used only in your browser to order the routes by distance. It is neither sent nor stored.",
    ],
  },
  {
    heading: "Battery plan",
    paragraphs: [
      "In “Will my battery last?” on a route's page you can enter your weight, the bike's weight, the battery's size, its charge and the assist level. These settings are kept only in your browser (localStorage), so that they apply on every route and in the battery filter of the Bike routes page: they are never sent to the site or to anyone else. The same holds for the charge you type in “Where am I?”. You delete them by clearing the site's data in your browser.",
    ],
  },
  {
    heading: "Weather forecasts on routes",
    paragraphs: [
      "The forecast in “Ride today?” on a route's page comes from the Norwegian Meteorological Institute (MET Norway). The site's server fetches it, never your browser: all that is sent to MET Norway is the coordinates of points along the route, rounded to squares of about 5 km, and the site's name and e-mail address. Nothing about you is sent, neither your IP address nor which route, day or time you look at. The forecasts are kept in the site's database by square, not by visitor.",
      "The day, start time and speed you choose are kept in your browser's local storage (“ride-today” and “ride-settings”), with the last forecast of each route you have looked at, so that it shows offline. This stays on your device alone; you remove it by clearing the browsing data for the site.",
    ],
  },
  {
    heading: "Photos of routes",
    paragraphs: [
      "The photos of routes are added by the site's administrator. Before a photo appears on the site, all its metadata is removed, including EXIF data with the GPS position of the phone that took it, and the original file is not kept.",
    ],
  },
  {
    heading: "Riders' reports",
    paragraphs: [
      "When you report a route's condition, what you send is kept: the condition, the day, your note, a photo, and a name and e-mail address if you give them. Nothing appears until the administrator has approved it; a rejected report is deleted. Only the administrator sees the e-mail address, and it is deleted once the report has been reviewed, after 30 days at the latest.",
      "Metadata is removed from the photo before it is stored; its position and time are used only to mark for the administrator whether it was taken more than 5 km from the route or on another day, and are neither stored nor shown. Your browser solves a small puzzle (ALTCHA) against spam, and reports are counted under the same code as the other counters, never under the IP address.",
    ],
  },
  {
    heading: "Administrator login",
    paragraphs: [
      "Only the site's administrator logs in. Logging in sets two cookies: a session cookie that keeps the administrator logged in while working in the admin panel, and the cookie “__Host-rafhjol_known_device”, which is kept for one year from the last login. It holds no personal data, only a signed mark that the administrator has logged in from this browser before, so that they can still get in when many login attempts from elsewhere use up the number the site accepts. Neither cookie is ever set for ordinary visitors.",
      "If a login fails, the web server keeps the IP address of the device that tried for a short time, at most about half an hour, solely to stop attempts to guess the password. Ordinary visitors who do not try to log in are not involved in any of this.",
      "The administrator can also log in with a passkey. The site then keeps only its public key, the name the administrator gave it and when it was added and last used; the private key and any fingerprint or face never leave the administrator's device. Recovery codes, for getting in if the device is lost, are kept as hashes, never the codes themselves.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Under Act No. 90/2018 on Data Protection and the Processing of Personal Data you have, among other things, the right to know what personal data is processed about you, to have incorrect data corrected, to have data erased and to object to processing. Since the site's counts are anonymous, however, its database holds no information about you as an individual, except what you send yourself in a report on a route's condition.",
      "If you believe that the processing of your personal data breaches the law, you can lodge a complaint with Persónuvernd, Iceland's data protection authority (https://www.personuvernd.is).",
    ],
  },
  {
    heading: "Changes and questions",
    paragraphs: [
      "This policy will be updated if the site changes in a way that affects privacy, and the latest version is always published on this page.",
      "If you have questions about privacy on the site or want to exercise your rights, you can contact us on the contact page:",
    ],
  },
];

/** The privacy policy in English; which sections appear (onlyWith) as in ../privacy.ts. */
export function privacySectionsEn(): PrivacySection[] {
  return mergeByIndex("privacy sections", privacySections, privacyProseEn);
}
