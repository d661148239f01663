import { shopsEn } from "../../../content/en/shops.ts";
import { ebikeListingSiteEn, fanticWorkshopNoteEn, workshopsEn } from "../../../content/en/workshops.ts";
import { provideEnglish } from "../../i18n/english-content.ts";

provideEnglish("shops", { shops: shopsEn(), workshops: workshopsEn(), fanticWorkshopNote: fanticWorkshopNoteEn, ebikeListingSite: ebikeListingSiteEn() });
