import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/privacy.ts";

provideEnglish("privacy", content);
