import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/privacy.ts";

provideEnglish("privacy", content);
