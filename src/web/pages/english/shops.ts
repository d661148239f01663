import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/shops.ts";

provideEnglish("shops", content);
