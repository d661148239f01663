import { tipsEn } from "../../../content/en/tips.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("misc", tipsEn());
