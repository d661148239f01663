import { campingIntro, campingSuggestionNote, campingTips, campsites } from "../../../content/campsites.ts";
import { provideIcelandic } from "../../i18n/english-content.ts";

provideIcelandic("campsites", { campingIntro, campingSuggestionNote, campingTips, campsites });
