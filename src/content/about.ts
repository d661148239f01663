/**
 * Text of /about: who the site is for, and an invitation to send routes,
 * events and ideas (its English is in en/about.ts). Deliberately says
 * nothing about the author beyond what the site itself shows.
 */

export const aboutIs: string[] = [
  "Rafhjól á Íslandi er vefur fyrir alla sem hjóla á rafmagnsfjallahjólum hér á landi, hvort sem þeir eru að stíga sín fyrstu skref eða eru vanir, búa hér eða eru á ferðalagi um landið. Hér finnur þú hjólaleiðir á korti, viðburði, tjaldsvæði, hjólaverslanir og ráð um viðhald og flutning rafhjóla.",
  "Vefurinn verður aldrei betri en efnið á honum, og þar getur þú lagt þitt af mörkum. Veistu um skemmtilega hjólaleið, viðburð sem á heima á listanum eða tjaldsvæði sem hentar hjólafólki, eða ertu með hugmynd að efni? Sendu okkur línu, helst með tengli eða GPX-skrá ef hún er til, og við skoðum hvort það eigi heima á vefnum.",
  "Ef þú rekst á villu, til dæmis leið sem hefur breyst eða tengil sem virkar ekki, viljum við gjarnan heyra af því. Upplýsingarnar á vefnum eru teknar saman eftir bestu vitund en við getum ekki ábyrgst að þær séu alltaf réttar, svo kannaðu aðstæður áður en þú leggur af stað.",
];
