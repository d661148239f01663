import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/campsites.ts";

provideEnglish("campsites", content);
