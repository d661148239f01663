import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/campsites.ts";

provideEnglish("campsites", content);
