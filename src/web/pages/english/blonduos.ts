import { provideEnglish } from "../../i18n/english-content.ts";
import { content } from "./content/blonduos.ts";

provideEnglish("blonduos", content);
