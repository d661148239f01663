import type { Tip } from "./types.ts";

/**
 * Maintenance and transport tips for /misc, in display order. The two numbers
 * the product owner fixed are the chain replacement interval
 * ("500 km") and the storage charge ("30–60%"); tests check both. The video
 * links are YouTube searches, not single videos (FACTS.md names none), and
 * their labels say so; shop links are shops listed in FACTS.md section 1.
 */

function youtubeSearch(query: string): string {
  return `https://www.youtube.com/results?search_query=${query.trim().split(/\s+/).map(encodeURIComponent).join("+")}`;
}

export const tips: readonly Tip[] = [
  {
    id: "kedja",
    title: "Keðjan: þrif, smurning og endurnýjun",
    paragraphs: [
      "Keðjan á rafhjóli flytur bæði kraftinn frá fótunum og mótornum og slitnar því hraðar en á venjulegu hjóli. Hreinsaðu hana reglulega með tusku og keðjuhreinsi, sérstaklega eftir ferðir í bleytu, aur eða sandi, og smyrðu hana svo með keðjuolíu sem hæfir aðstæðum: blautolíu í vætutíð og þurrolíu þegar þurrt er.",
      "Settu einn dropa á hvern hlekk á meðan þú snýrð sveifunum aftur á bak, leyfðu olíunni að smjúga inn í nokkrar mínútur og þurrkaðu síðan afganginn af. Of mikil olía dregur í sig ryk og sand sem virkar eins og sandpappír á keðjuna og tannhjólin.",
      "Á rafmagnsfjallahjóli sem mikið er hjólað á í aur og bleytu er gott viðmið að skipta um keðju á um 500 km fresti. Mældu slitið líka reglulega með keðjumæli og skiptu fyrr ef keðjan er farin að teygjast, því teygð keðja eyðileggur tannhjólin á skömmum tíma og ný keðja er mun ódýrari en nýtt drif. Dragðu aðeins úr átakinu rétt á meðan þú skiptir um gír, þá fer keðjan mýkra á milli tannhjóla.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike chain maintenance") },
      { label: "TRI – hjólaverslun", href: "https://tri.is" },
    ],
    image: "kedja.svg",
    imageAlt: "Teikning af hjólakeðju og tannhjóli",
  },
  {
    id: "fjodrun",
    title: "Fjöðrun",
    paragraphs: [
      "Fjöðrunin á rafmagnsfjallahjóli vinnur undir meira álagi en á venjulegu fjallahjóli, því hjólið sjálft er þyngra. Stilltu loftþrýstinginn í framgafflinum og afturdemparanum eftir þyngd þinni með demparapumpu og athugaðu sigið (e. sag), það er hve mikið fjöðrunin gefur eftir þegar þú sest á hjólið. Það er yfirleitt á bilinu 15–30% af slaglengdinni, en leiðbeiningar framleiðandans gilda.",
      "Þurrkaðu ryk og óhreinindi af gaffalstönglunum og þéttingunum eftir hverja ferð. Sandur sem sest þar rispar yfirborðið og skemmir þéttingarnar, og þá fer olía að leka. Beindu aldrei háþrýstivatni að þéttingum.",
      "Framleiðendur mæla með reglulegri þjónustu þar sem skipt er um olíu og þéttingar í neðri hluta gaffalsins, oft eftir 50–125 klukkustunda notkun, eftir því hver framleiðandinn er, og heildarþjónustu um það bil árlega. Ef fjöðrunin fer að gefa frá sér hljóð, leka olíu eða missa loft er kominn tími á verkstæði.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike suspension setup sag") },
      { label: "Örninn – hjólaverslun", href: "https://orninn.is" },
    ],
    image: "fjodrun.svg",
    imageAlt: "Teikning af framgaffli með fjöðrun á fjallahjóli",
  },
  {
    id: "bremsur",
    title: "Bremsur",
    paragraphs: [
      "Rafhjól er þyngra og oft hraðskreiðara en venjulegt hjól, svo bremsurnar vinna meira og bremsuklossarnir slitna hraðar. Skoðaðu klossana reglulega og skiptu um þá áður en bremsuefnið er orðið þynnra en um 1 mm. Margir velja sérstaka klossa fyrir rafhjól, sem þola meiri hita.",
      "Haltu olíu og smurefnum frá bremsudiskum og klossum. Ef diskur óhreinkast má þrífa hann með ísóprópýlalkóhóli og hreinni tusku, en klossar sem hafa drukkið í sig olíu eru yfirleitt ónýtir. Nýja klossa þarf að tilkeyra: hemlaðu ákveðið nokkrum sinnum úr hóflegum hraða, án þess að stöðva alveg, þar til þeir grípa vel.",
      "Ef bremsuhandfangið verður mjúkt og svampkennt eða gengur alla leið að stýrinu þarf líklega að lofttæma vökvabremsurnar. Í löngum brekkum er betra að bremsa með báðum bremsum og sleppa inn á milli en að halda stöðugt í, svo diskarnir ofhitni ekki.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike disc brake pads replace") },
      { label: "Kría hjól – hjólaverslun", href: "https://kriahjol.is" },
    ],
    image: "bremsur.svg",
    imageAlt: "Teikning af bremsudiski og bremsudælu",
  },
  {
    id: "thvottur",
    title: "Þvottur",
    paragraphs: [
      "Notaðu aldrei háþrýstidælu á rafhjól. Vatnið þrýstist inn í legur, þéttingar, mótor og rafmagnstengi og getur valdið skemmdum sem koma ekki í ljós fyrr en síðar. Notaðu frekar garðslöngu með vægum þrýstingi eða fötu með vatni, mjúkan bursta og hjólasápu eða milda sápu.",
      "Slökktu á rafkerfinu áður en þú byrjar og taktu skjáinn af ef hægt er. Fylgdu leiðbeiningum framleiðandans um hvort rafhlaðan eigi að vera í hjólinu á meðan það er þvegið; ef hún er tekin úr skaltu gæta þess að vatn komist ekki í tengin.",
      "Þurrkaðu hjólið eftir þvottinn, sérstaklega keðjuna og rafmagnstengin, og smyrðu keðjuna strax á eftir. Gott er að skola hjólið eftir ferðir á saltbornum vegum eða í sandi, jafnvel þótt það virðist ekki mjög óhreint.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("how to wash an e-bike") },
      { label: "Markið – hjólaverslun", href: "https://markid.is" },
    ],
    image: "thvottur.svg",
    imageAlt: "Teikning af fötu með sápuvatni, svampi og bursta",
  },
  {
    id: "dekk",
    title: "Dekk",
    paragraphs: [
      "Rafhjól eru þung og mótorinn togar hressilega, svo dekkin slitna hraðar en á venjulegu hjóli. Veldu dekk sem eru ætluð rafhjólum, með sterkari hliðum og endingarbetra gúmmíi, og skoðaðu reglulega slitið á munstrinu og hvort skurðir séu í hliðunum.",
      "Athugaðu loftþrýstinginn að minnsta kosti vikulega, því dekk missa loft smám saman. Of lítill þrýstingur eykur hættuna á að slangan klemmist eða gjörðin skemmist, en of mikill þrýstingur dregur úr gripi á lausu undirlagi. Leyfilegt þrýstingsbil er prentað á hlið dekksins.",
      "Í slöngulausum dekkjum þarf að bæta við þéttivökva á nokkurra mánaða fresti, því hann þornar með tímanum. Yfir veturinn eru nagladekk skynsamlegur kostur þar sem stígar eru ísilagðir.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike tyre pressure") },
      { label: "Reiðhjólaverzlunin Berlin", href: "https://www.reidhjolaverzlunin.is" },
    ],
    image: "dekk.svg",
    imageAlt: "Teikning af grófmynstruðu fjallahjóladekki og loftpumpu",
  },
  {
    id: "hnakkur",
    title: "Hnakkur og setstaða",
    paragraphs: [
      "Rétt hæð hnakksins skiptir miklu, bæði fyrir þægindi og fyrir hnén. Þegar sveifin er í neðstu stöðu á fóturinn að vera nánast beinn, með örlítilli beygju í hnénu, og hnakkurinn á að vera láréttur eða því sem næst.",
      "Mjúkur hnakkur er ekki endilega þægilegri á löngum ferðum; mestu skiptir að breidd hans passi við setbeinin. Í mörgum hjólaverslunum er hægt að mæla bilið á milli setbeinanna, og hjólabuxur með púða gera mikið gagn.",
      "Á fjallahjóli er niðurfellanleg sætispípa (e. dropper post) mikill kostur, því þá má lækka hnakkinn í bröttum brekkum og hækka hann aftur án þess að stoppa. Athugaðu reglulega að boltarnir í hnakkfestingunni og sætispípuklemmunni séu hertir með réttu átaki.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("bike saddle height setup") },
      { label: "Kría hjól – hjólaverslun", href: "https://kriahjol.is" },
    ],
    image: "hnakkur.svg",
    imageAlt: "Teikning af hjólahnakki á sætispípu",
  },
  {
    id: "rafhlada",
    title: "Rafhlaðan",
    paragraphs: [
      "Ef hjólið á að standa lengi, til dæmis yfir veturinn, er best að geyma rafhlöðuna með 30–60% hleðslu á þurrum og svölum stað, helst við stofuhita eða aðeins kaldara. Hvorki full né tóm rafhlaða þolir langa geymslu vel. Athugaðu hleðsluna á nokkurra vikna fresti og bættu á ef hún hefur lækkað mikið.",
      "Hladdu rafhlöðuna aldrei í frosti. Ef hjólið hefur staðið úti í kulda skaltu leyfa rafhlöðunni að ná stofuhita áður en hún fer í hleðslu, og notaðu alltaf hleðslutækið sem fylgdi hjólinu. Hladdu þar sem reykskynjari er og skildu rafhlöðuna ekki eftir í hleðslu án eftirlits yfir nótt.",
      "Kuldi dregur tímabundið úr drægninni, svo á köldum dögum er gott að geyma rafhlöðuna inni fram að ferð. Forðastu líka mikinn hita, til dæmis sól eða heitan bíl, og hættu að nota rafhlöðu sem hefur orðið fyrir þungu höggi, bólgnað eða skemmst.",
    ],
    links: [
      { label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike battery care storage") },
      { label: "Upplýsingar um rafhjól hjá Orkustofnun", href: "https://orkustofnun.is/eldsneyti/orkuskipti/rafhjol/" },
      { label: "Örninn – hjólaverslun", href: "https://orninn.is" },
    ],
    image: "rafhlada.svg",
    imageAlt: "Teikning af rafhlöðu fyrir rafhjól með hleðsluvísi",
  },
  {
    id: "festingar",
    title: "Hjólafestingar á bíl",
    paragraphs: [
      "Rafmagnsfjallahjól vega oft 20–28 kg, svo venjuleg hjólagrind dugar ekki alltaf. Veldu grind á dráttarkúlu sem er gerð fyrir rafhjól og athugaðu bæði hámarksburð grindarinnar og leyfilegan kúluþunga bílsins, það er lóðrétta álagið sem dráttarkúlan má bera. Þyngd grindarinnar sjálfrar telst með, svo tvö rafhjól og grind geta hæglega farið yfir 60 kg. Toppgrindur henta síður, því erfitt er að lyfta þungu rafhjóli upp á þakið og burðargeta þess er takmörkuð.",
      "Taktu rafhlöðurnar úr hjólunum áður en lagt er af stað og geymdu þær inni í bílnum. Þá verða hjólin léttari og rafhlöðurnar eru varðar fyrir bleytu, höggum og þjófnaði. Taktu skjáinn líka af ef hægt er og settu hlíf yfir rafmagnstengin svo vatn og óhreinindi af veginum komist ekki í þau.",
      "Festu hjólin vel með öllum ólum og klemmum og athugaðu festingarnar eftir fyrstu kílómetrana og í hverju stoppi. Hjólin mega ekki hylja ljós eða skráningarmerki bílsins; ef þau gera það þarf grind með eigin ljósum og númeraplötu. Mundu líka að bíllinn lengist með hjólin aftan á, sem skiptir máli þegar bakkað er og lagt.",
    ],
    links: [{ label: "Leita að myndböndum á YouTube", href: youtubeSearch("e-bike towbar bike rack") }],
    image: "festingar.svg",
    imageAlt: "Teikning af bíl með rafhjól á hjólagrind á dráttarkúlu",
  },
];
