import { blonduosAccommodationEn, blonduosIntroEn, blonduosRoutesEn } from "../../../content/en/blonduos.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("blonduos", { blonduosIntro: blonduosIntroEn, blonduosRoutes: blonduosRoutesEn(), blonduosAccommodation: blonduosAccommodationEn() });
