import { campingIntroEn, campingSuggestionNoteEn, campingTipsEn, campsitesEn } from "../../../content/en/campsites.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("campsites", {
  campingIntro: campingIntroEn,
  campingSuggestionNote: campingSuggestionNoteEn,
  campingTips: campingTipsEn,
  campsites: campsitesEn(),
});
