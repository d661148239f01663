/**
 * English text of /about and /en/about: who the site is for, and an invitation
 * to send routes, events and ideas. Like the Icelandic (../about.ts), it says
 * nothing about the author beyond what the site itself shows.
 */
export const aboutEn: readonly string[] = [
  "Rafhjól á Íslandi (E-bikes in Iceland) is a site for everyone who rides an electric mountain bike in Iceland, whether you are new to e-bikes or an experienced rider, live here or are travelling around the country. You will find routes on a map, events, campsites, bike shops and tips on looking after and transporting your e-bike.",
  "The site is only as good as what goes into it, and that is where you come in. Do you know a great route, an event that should be listed or a campsite that suits cyclists, or do you have an idea for the site? Send us a message, ideally with a link or a GPX file if you have one, and we will look at adding it.",
  "If you spot a mistake, such as a route that has changed or a link that no longer works, please let us know. The information here is gathered in good faith, but we cannot guarantee that it is always up to date, so check conditions before you set out.",
];
