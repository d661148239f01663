import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/shops.ts";

provideEnglish("shops", content);
