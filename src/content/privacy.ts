/**
 * The privacy policy shown on /privacy. It describes this configuration: one
 * localStorage entry for consent, first-party anonymous page counts after
 * consent, Google Analytics only when the site enables it (and only after
 * consent), OpenStreetMap tiles, two cookies for the administrator alone
 * (the session and the known device), per-minute rate-limit counters named
 * by a daily keyed hash of the address (docs/decisions/030), request logs
 * without addresses, sign-in failure counters that do hold the address
 * briefly, and a rider's position on a route that never leaves the browser
 * (docs/decisions/039), and riders' condition reports: what a rider sends, the e-mail address for at
 * most 30 days, no photo metadata (docs/decisions/066). If any of those change, this text must change with them.
 * The page renders a link labelled "Hafðu samband" to /contact after the last
 * paragraph, which therefore ends with a colon.
 */

export interface PrivacySection {
  heading: string;
  paragraphs: string[];
  /** Shown only when the running site uses that service, so the policy describes exactly what is collected. */
  onlyWith?: "google-analytics";
}

export const privacySections: readonly PrivacySection[] = [
  {
    heading: "Almennt",
    paragraphs: [
      "Þessi persónuverndarstefna lýsir því hvaða upplýsingum vefurinn Rafhjól á Íslandi safnar þegar þú heimsækir hann, hvernig þær eru notaðar og hvaða rétt þú átt. Við reynum að safna eins litlu og hægt er.",
      "Ekki þarf að skrá sig inn eða gefa upp nafn eða netfang til að skoða vefinn.",
    ],
  },
  {
    heading: "Vafrakökur og geymsla í vafranum",
    paragraphs: [
      "Vefurinn notar engar rekjandi vafrakökur. Í staðbundinni geymslu vafrans (localStorage) vistar hann eina færslu sem heitir „cookie-consent“. Hún geymir það eitt að þú hafir smellt á „OK“ í tilkynningunni neðst á síðunni, svo að tilkynningin birtist ekki aftur.",
      "Færslan er aðeins geymd í þínum vafra og er hvergi send. Þú getur eytt henni hvenær sem er með því að hreinsa vafragögn fyrir vefinn, og þá birtist tilkynningin á ný.",
      "Svo að vefurinn opnist líka þegar ekkert samband er, geymir vafrinn afrit af forriti vefsins, síðum sem þú hefur skoðað og opinberum gögnum hans (leiðum og viðburðum) í skyndiminni sínu (Cache Storage). Ef þú vistar leið til notkunar án nets geymast þar líka síða hennar, gögn, GPX-skrá og kortaflísar í kringum hana, ásamt nafni leiðarinnar, stærð og hvenær hún var vistuð. Þegar fyrsta leiðin er vistuð biður vefurinn vafrann að geyma gögnin varanlega, svo að hann eyði þeim ekki sjálfur þegar plássið minnkar.",
      "Þetta er allt geymt á tækinu þínu einu og ekkert af því er sent neitt. Stjórnborð og innskráning eru aldrei geymd. Þú fjarlægir vistaða leið á síðunni Vistaðar leiðir (/vistad), og allt hitt með því að hreinsa vafragögn fyrir vefinn.",
    ],
  },
  {
    heading: "Nafnlaus talning heimsókna",
    paragraphs: [
      "Ef þú smellir á „OK“ telur vefþjónn vefsins sjálfs nafnlausar síðuflettingar og vistar talninguna í eigin gagnagrunni. Fyrir hverja flettingu er aðeins skráð hvaða síða var skoðuð, af hvaða vef (léni) þú komst, hvort tækið er sími, spjaldtölva eða borðtölva, og dagurinn. IP-tala, vafrakökur og hvers kyns auðkenni sem gætu tengt flettingar við þig eða tækið þitt eru aldrei skráð.",
      "Ef þú smellir ekki á „OK“ er ekkert sent og engin fletting skráð. Talningin er eingöngu notuð til að sjá hvaða efni er mest skoðað svo hægt sé að bæta vefinn.",
    ],
  },
  {
    heading: "Varnir gegn misnotkun og atvikaskrár",
    paragraphs: [
      "Svo að eitt tæki geti hvorki fyllt talninguna af gerviflettingum né sent vefnum ótal breytingar á skömmum tíma telur vefþjónninn hve margar síðuflettingar hvert tæki sendir á hverri mínútu, og sama gildir um innskráningu og breytingar stjórnanda. Teljarinn er ekki merktur IP-tölunni heldur kóða sem reiknaður er úr henni (HMAC-SHA-256) með lykli sem breytist á miðnætti (UTC) á hverjum degi. Lykillinn er leiddur út frá leynilykli sem aðeins er geymdur í stillingum vefþjónsins en aldrei í gagnagrunninum, svo að ekki er hægt að finna IP-töluna út frá kóðanum, og kóði tækis í dag tengist ekki kóða þess á morgun. Teljurunum er eytt innan hálftíma.",
      "Vefþjónninn skráir hverja beiðni í atvikaskrá (log) án IP-tölu: aðeins hvaða síða var beðin um, hvenær og hvernig gekk, til að geta fundið og lagað bilanir. Ef beiðni veldur villu í milliþjóninum sem tekur við henni (nginx) getur IP-talan fylgt villulýsingunni; þær villuskrár eru aðeins notaðar til að finna og laga bilanir og þeim er eytt eftir 14 daga.",
    ],
  },
  {
    heading: "Google Analytics",
    onlyWith: "google-analytics",
    paragraphs: [
      "Vefurinn getur einnig notað vefgreiningarþjónustuna Google Analytics, en aðeins ef hún hefur verið virkjuð í stillingum vefsins. Þá er Google Analytics ekki hlaðið fyrr en þú hefur smellt á „OK“, og ef þjónustan er ekki virkjuð er ekkert sent til Google.",
      "Þegar Google Analytics er í notkun safnar þjónustan upplýsingum um hvaða síður eru skoðaðar, hve lengi staldrað er við á vefnum, af hvaða vef komið er, hvers konar tæki er notað og staðsetningu í grófum dráttum, til dæmis land eða borg. Google Analytics setur þá eigin vafrakökur til að greina á milli heimsókna, og Google vinnur upplýsingarnar samkvæmt eigin persónuverndarstefnu.",
    ],
  },
  {
    heading: "Kort",
    paragraphs: [
      "Kortin á vefnum eru sett saman úr kortaflísum frá OpenStreetMap. Þegar kort birtist sækir vafrinn þinn flísarnar beint af netþjónum OpenStreetMap, sem sjá þá IP-tölu þína eins og allir vefþjónar sem vafrinn hefur samskipti við. Um þá vinnslu gildir persónuverndarstefna OpenStreetMap Foundation.",
    ],
  },
  {
    heading: "Staðsetning á leið",
    paragraphs: [
      "Á síðu leiðar með feril getur þú ýtt á „Hvar er ég?“ til að sjá hvar þú ert á leiðinni. Þá biður vafrinn þig um leyfi til að nota staðsetningu tækisins, og hann spyr aldrei fyrr en þú ýtir á hnappinn. Staðsetningin er aðeins notuð í vafranum þínum til að reikna hvar á leiðinni þú ert og hvað er eftir af henni: hún er aldrei send til vefsins eða annarra og hvergi geymd. Fylgst er með henni á meðan síðan er opin, þar til þú ýtir á „Hætta að fylgjast með“ eða ferð af síðunni.",
      "Sama gildir þegar þú raðar leiðum eftir röðuninni „Næst mér“ á síðunni Hjólaleiðir: vafrinn spyr um staðsetninguna aðeins þegar þú velur hana, og hún er aðeins notuð í vafranum til að raða leiðunum eftir fjarlægð. Hún er hvorki send né geymd.",
    ],
  },
  {
    heading: "Rafhlöðuáætlun",
    paragraphs: [
      "Í „Dugar rafhlaðan?“ á síðu leiðar getur þú skráð þyngd þína, þyngd hjólsins, stærð rafhlöðunnar, hleðslu hennar og aðstoðarstig. Þessar stillingar eru aðeins geymdar í vafranum þínum (localStorage) svo þær gildi á öllum leiðum og í rafhlöðusíunni á síðunni Hjólaleiðir: þær eru aldrei sendar til vefsins eða annarra. Sama gildir um hleðsluna sem þú slærð inn í „Hvar er ég?“. Þú eyðir þeim með því að hreinsa gögn vefsins í vafranum.",
    ],
  },
  {
    heading: "Veðurspá á leiðum",
    paragraphs: [
      "Veðurspáin í „Hjólafært í dag?“ á síðu leiðar kemur frá Veðurstofu Noregs (MET Norway). Vefþjónn vefsins sækir hana, aldrei vafrinn þinn: til MET Norway eru aðeins send hnit staða á leiðinni, námunduð að reitum sem eru um 5 km á kant, og nafn vefsins og netfang hans. Ekkert um þig er sent, hvorki IP-tala þín né hvaða leið, dag eða tíma þú skoðar. Spárnar eru geymdar í gagnagrunni vefsins eftir reitum, ekki eftir gestum.",
      "Dagurinn, brottfarartíminn og hraðinn sem þú velur eru geymd í staðbundinni geymslu vafrans þíns („ride-today“ og „ride-settings“), ásamt síðustu spá hverrar leiðar sem þú hefur skoðað, svo að hún sjáist án nets. Þetta er aðeins á tækinu þínu; þú eyðir því með því að hreinsa vafragögn fyrir vefinn.",
    ],
  },
  {
    heading: "Myndir af leiðum",
    paragraphs: [
      "Myndirnar af leiðunum setur stjórnandi vefsins inn. Áður en mynd birtist á vefnum eru öll lýsigögn fjarlægð úr henni, þar á meðal EXIF-gögn með GPS-staðsetningu símans sem tók hana, og upphaflega skráin er ekki geymd.",
    ],
  },
  {
    heading: "Lýsingar hjólreiðafólks",
    paragraphs: [
      "Þegar þú segir frá ástandi leiðar er geymt það sem þú sendir: ástand, dagur, lýsing, mynd, nafn og netfang ef þú gefur þau upp. Ekkert birtist fyrr en stjórnandi hefur samþykkt það; hafni hann lýsingu er henni eytt. Netfangið sér aðeins stjórnandinn og því er eytt þegar lýsingin hefur verið yfirfarin, í síðasta lagi eftir 30 daga.",
      "Lýsigögn eru fjarlægð úr myndinni áður en hún er geymd; staðsetningin og tíminn í henni eru aðeins notuð til að merkja fyrir stjórnandann hvort hún var tekin fjær leiðinni en 5 km eða annan dag, og eru hvorki geymd né birt. Vafrinn leysir smá þraut (ALTCHA) gegn ruslpósti, og lýsingar eru taldar undir sama kóða og aðrir teljarar, aldrei undir IP-tölu.",
    ],
  },
  {
    heading: "Innskráning stjórnanda",
    paragraphs: [
      "Aðeins stjórnandi vefsins skráir sig inn. Við innskráningu eru settar tvær vafrakökur: setukaka sem heldur honum innskráðum á meðan hann vinnur í stjórnborðinu, og kakan „__Host-rafhjol_known_device“, sem geymist í eitt ár frá síðustu innskráningu. Hún geymir engar persónuupplýsingar, aðeins undirritað merki um að stjórnandinn hafi áður skráð sig inn í þessum vafra, svo að hann komist inn þótt margar innskráningartilraunir annars staðar frá fylli þann fjölda sem vefurinn tekur við. Hvorug kakan er nokkurn tíma sett hjá almennum gestum.",
      "Ef innskráning mistekst geymir vefþjónninn IP-tölu tækisins sem reyndi í stuttan tíma, mest um hálfa klukkustund, eingöngu til að stöðva tilraunir til að giska á lykilorðið. Almennir gestir sem reyna ekki að skrá sig inn koma hvergi við sögu.",
      "Stjórnandinn getur líka skráð sig inn með aðgangslykli (passkey). Þá geymir vefurinn aðeins opinbera lykil hans, heitið sem stjórnandinn gaf honum og hvenær hann var skráður og síðast notaður; einkalykillinn og fingrafar eða andlit fara aldrei frá tæki stjórnandans. Varakóðar til að komast inn ef tækið týnist eru geymdir sem tætigildi, aldrei sjálfir kóðarnir.",
    ],
  },
  {
    heading: "Réttindi þín",
    paragraphs: [
      "Samkvæmt lögum nr. 90/2018 um persónuvernd og vinnslu persónuupplýsinga átt þú meðal annars rétt á að fá að vita hvaða persónuupplýsingar eru unnar um þig, að fá rangar upplýsingar leiðréttar, að láta eyða upplýsingum og að andmæla vinnslu. Þar sem talning vefsins er nafnlaus eru þó engar upplýsingar um þig sem einstakling í gagnagrunni hans, nema það sem þú sendir sjálf eða sjálfur í lýsingu á ástandi leiðar.",
      "Ef þú telur að vinnsla persónuupplýsinga um þig brjóti gegn lögum getur þú lagt fram kvörtun til Persónuverndar (https://www.personuvernd.is).",
    ],
  },
  {
    heading: "Breytingar og fyrirspurnir",
    paragraphs: [
      "Stefnan verður uppfærð ef vefurinn breytist á þann hátt að það hafi áhrif á persónuvernd, og nýjasta útgáfan er alltaf birt á þessari síðu.",
      "Ef þú hefur spurningar um persónuvernd á vefnum eða vilt nýta réttindi þín getur þú haft samband við okkur á tengiliðasíðunni:",
    ],
  },
];
