import { privacySections } from "../../../content/privacy.ts";
import { provideIcelandic } from "../../i18n/english-content.ts";

provideIcelandic("privacy", privacySections);
