import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/blonduos.ts";

provideEnglish("blonduos", content);
