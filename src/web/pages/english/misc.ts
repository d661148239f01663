import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/misc.ts";

provideEnglish("misc", content);
