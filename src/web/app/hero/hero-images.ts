/**
 * The 15 hero images (SPEC section 9), drawn by scripts/generate-hero-art.ts.
 * To use photographs instead, replace the imports below (README: "Hero images").
 */
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

export interface HeroImage {
  url: string;
  alt: string;
}

export const heroImages: readonly HeroImage[] = [
  { url: hero01, alt: "Teiknuð mynd af skriðjökli sem skríður niður á milli blárra fjalla" },
  { url: hero02, alt: "Teiknuð mynd af miðnætursól sem glóir appelsínugul yfir hafinu" },
  { url: hero03, alt: "Teiknuð mynd af svartri sandfjöru með brimsorfnum dröngum úti fyrir" },
  { url: hero04, alt: "Teiknuð mynd af mosavöxnu hrauni með eldfjall í fjarska" },
  { url: hero05, alt: "Teiknuð mynd af grænum hálendisdal þar sem malarvegur hlykkjast í gegn" },
  { url: hero06, alt: "Teiknuð mynd af fossi sem fellur fram af hamravegg" },
  { url: hero07, alt: "Teiknuð mynd af grænum norðurljósum yfir snæviþöktum fjöllum" },
  { url: hero08, alt: "Teiknuð mynd af firði á milli brattra fjalla með litlu þorpi við ströndina" },
  { url: hero09, alt: "Teiknuð mynd af líparítfjöllum í bleikum, appelsínugulum og gulum litum" },
  { url: hero10, alt: "Teiknuð mynd af stapa sem rís upp úr svartri eyðimörk" },
  { url: hero11, alt: "Teiknuð mynd af stöðuvatni með grónum gervigígum" },
  { url: hero12, alt: "Teiknuð mynd af sjávarklettum og vita í kvöldbirtu" },
  { url: hero13, alt: "Teiknuð mynd af haustlitum á heiðinni við stöðuvatn" },
  { url: hero14, alt: "Teiknuð mynd af eldgosi sem lýsir upp ljósaskiptin" },
  { url: hero15, alt: "Teiknuð mynd af hjólreiðamanni á malarslóða yfir fjallshrygg" },
];
