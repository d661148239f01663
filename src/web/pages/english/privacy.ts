import { privacySectionsEn } from "../../../content/en/privacy.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("privacy", privacySectionsEn());
