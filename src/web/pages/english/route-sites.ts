import { routeSitesEn } from "../../../content/en/route-sites.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("routeSites", routeSitesEn());
