import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./compiled/routeSites.ts";

provideEnglish("routeSites", content);
