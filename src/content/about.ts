/**
 * Text of /about: who the site is for, and an invitation to send routes,
 * events and ideas. Icelandic first, then English. Deliberately
 * says nothing about the author beyond what the site itself shows.
 */

export const aboutIs: string[] = [
  "Rafhjól á Íslandi er vefur fyrir alla sem hjóla á rafmagnsfjallahjólum hér á landi, hvort sem þeir eru að stíga sín fyrstu skref eða eru vanir, búa hér eða eru á ferðalagi um landið. Hér finnur þú hjólaleiðir á korti, viðburði, tjaldsvæði, hjólaverslanir og ráð um viðhald og flutning rafhjóla.",
  "Vefurinn verður aldrei betri en efnið á honum, og þar getur þú lagt þitt af mörkum. Veistu um skemmtilega hjólaleið, viðburð sem á heima á listanum eða tjaldsvæði sem hentar hjólafólki, eða ertu með hugmynd að efni? Sendu okkur línu, helst með tengli eða GPX-skrá ef hún er til, og við skoðum hvort það eigi heima á vefnum.",
  "Ef þú rekst á villu, til dæmis leið sem hefur breyst eða tengil sem virkar ekki, viljum við gjarnan heyra af því. Upplýsingarnar á vefnum eru teknar saman eftir bestu vitund en við getum ekki ábyrgst að þær séu alltaf réttar, svo kannaðu aðstæður áður en þú leggur af stað.",
];

export const aboutEn: string[] = [
  "Rafhjól á Íslandi (E-bikes in Iceland) is a site for everyone who rides an electric mountain bike in Iceland, whether you are new to e-bikes or an experienced rider, live here or are travelling around the country. You will find routes on a map, events, campsites, bike shops and tips on looking after and transporting your e-bike.",
  "The site is only as good as what goes into it, and that is where you come in. Do you know a great route, an event that should be listed or a campsite that suits cyclists, or do you have an idea for the site? Send us a message, ideally with a link or a GPX file if you have one, and we will look at adding it.",
  "If you spot a mistake, such as a route that has changed or a link that no longer works, please let us know. The information here is gathered in good faith, but we cannot guarantee that it is always up to date, so check conditions before you set out.",
];
