import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/route-sites.ts";

provideEnglish("routeSites", content);
