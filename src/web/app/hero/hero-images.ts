import hero01 from "../../assets/hero/hero-01.svg";
import hero02 from "../../assets/hero/hero-02.svg";
import hero03 from "../../assets/hero/hero-03.svg";
import hero04 from "../../assets/hero/hero-04.svg";
import hero05 from "../../assets/hero/hero-05.svg";
import hero06 from "../../assets/hero/hero-06.svg";
import hero07 from "../../assets/hero/hero-07.svg";
import hero08 from "../../assets/hero/hero-08.svg";
import hero09 from "../../assets/hero/hero-09.svg";
import hero10 from "../../assets/hero/hero-10.svg";
import hero11 from "../../assets/hero/hero-11.svg";
import hero12 from "../../assets/hero/hero-12.svg";
import hero13 from "../../assets/hero/hero-13.svg";
import hero14 from "../../assets/hero/hero-14.svg";
import hero15 from "../../assets/hero/hero-15.svg";

/** One hero landscape: the built (hashed) URL Vite gives the SVG, and its Icelandic alt text. */
export interface HeroImage {
  url: string;
  alt: string;
}

/**
 * The 15 drawn Icelandic landscapes behind the page header, in order.
 * The SVGs come from scripts/generate-hero-art.ts; rerun it rather than editing them by hand.
 */
export const heroImages: readonly HeroImage[] = [
  { url: hero01, alt: "Teiknuð mynd af skriðjökli sem skríður niður á milli blárra fjalla að jökullóni með ísjökum" },
  { url: hero02, alt: "Teiknuð mynd af miðnætursól sem speglast í hafinu undir appelsínugulum himni" },
  { url: hero03, alt: "Teiknuð mynd af svartri sandfjöru þar sem háir klettadrangar rísa úr briminu undir þverhníptu bjargi" },
  { url: hero04, alt: "Teiknuð mynd af mosavöxnu hrauni með snævi þakið eldfjall í fjarska" },
  { url: hero05, alt: "Teiknuð mynd af grænum dal á hálendinu þar sem malarvegur hlykkjast á milli hlíða og kindur eru á beit" },
  { url: hero06, alt: "Teiknuð mynd af háum fossi sem fellur fram af stuðlabergshamri niður í gróið gil" },
  { url: hero07, alt: "Teiknuð mynd af grænum norðurljósum yfir snæviþöktum fjöllum og litlum upplýstum kofa við vatn" },
  { url: hero08, alt: "Teiknuð mynd af kyrrum firði milli brattra fjalla með litlu þorpi og kirkju við ströndina" },
  { url: hero09, alt: "Teiknuð mynd af röndóttum líparítfjöllum í bleikum, appelsínugulum og okkurgulum litum, líkt og í Landmannalaugum" },
  { url: hero10, alt: "Teiknuð mynd af stapa, líkum Herðubreið, sem rís upp úr dökkri eyðimörk" },
  { url: hero11, alt: "Teiknuð mynd af kyrru stöðuvatni með grónum gervigígum, líkt og við Mývatn" },
  { url: hero12, alt: "Teiknuð mynd af háum sjávarklettum með vita á brúninni í kvöldbirtu" },
  { url: hero13, alt: "Teiknuð mynd af heiðalandi í rauðum og appelsínugulum haustlitum við spegilslétt vatn" },
  { url: hero14, alt: "Teiknuð mynd af eldgosi þar sem glóandi hraun lýsir upp himininn í ljósaskiptunum" },
  { url: hero15, alt: "Teiknuð mynd af einmana hjólreiðamanni á malarslóða uppi á fjallshrygg í kvöldsól" },
];
