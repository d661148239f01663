import { tips } from "../../../content/tips.ts";
import { provideIcelandic } from "../../i18n/english-content.ts";

provideIcelandic("misc", tips);
