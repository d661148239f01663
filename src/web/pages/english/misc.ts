import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/misc.ts";

provideEnglish("misc", content);
