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
import type { MessageKey } from "../../i18n/i18n.tsx";

/** One hero landscape: the built (hashed) URL Vite gives the SVG, and its alt text's key in the catalogues. */
export interface HeroImage {
  url: string;
  alt: MessageKey;
}

/**
 * The 15 drawn Icelandic landscapes behind the page header, in order.
 * The SVGs come from scripts/generate-hero-art.ts; rerun it rather than editing them by hand.
 */
export const heroImages: readonly HeroImage[] = [
  { url: hero01, alt: "hero.alt.1" },
  { url: hero02, alt: "hero.alt.2" },
  { url: hero03, alt: "hero.alt.3" },
  { url: hero04, alt: "hero.alt.4" },
  { url: hero05, alt: "hero.alt.5" },
  { url: hero06, alt: "hero.alt.6" },
  { url: hero07, alt: "hero.alt.7" },
  { url: hero08, alt: "hero.alt.8" },
  { url: hero09, alt: "hero.alt.9" },
  { url: hero10, alt: "hero.alt.10" },
  { url: hero11, alt: "hero.alt.11" },
  { url: hero12, alt: "hero.alt.12" },
  { url: hero13, alt: "hero.alt.13" },
  { url: hero14, alt: "hero.alt.14" },
  { url: hero15, alt: "hero.alt.15" },
];
