import { compiledFeatureMessages } from "../../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../../i18n/feature-messages.ts";

/** The admin's texts of route conditions (decision 036), loaded with the admin's list only. */
export const messages = {
  is: {
    adminLabel: "Ástand {id} - {name}",
    adminNone: "Ekkert skráð",
    adminMore: "Athugasemd, tímabil og saga",
    adminCondition: "Ástand",
    adminNote: "Athugasemd",
    adminCheckedOn: "Athugað",
    adminSave: "Vista ástand",
    adminSeasonFrom: "Tímabil frá (MM-DD)",
    adminSeasonTo: "Tímabil til (MM-DD)",
    adminSaveSeason: "Vista tímabil",
    adminClearSeason: "Fjarlægja tímabil",
    adminHistory: "Saga",
    adminNoHistory: "Engar breytingar enn.",
    adminSaved: "Ástand vistað fyrir „{name}“: {condition}",
    adminFailed: "Ekki tókst að vista: {message}",
    adminCautionNote: "„Varúð“ segir ekki hvað þarf að varast: skrifaðu það í athugasemd undir „Athugasemd, tímabil og saga“.",
  },
  en: {
    adminLabel: "Condition of {id} - {name}",
    adminNone: "None recorded",
    adminMore: "Note, season and history",
    adminCondition: "Condition",
    adminNote: "Note",
    adminCheckedOn: "Checked on",
    adminSave: "Save condition",
    adminSeasonFrom: "Season from (MM-DD)",
    adminSeasonTo: "Season to (MM-DD)",
    adminSaveSeason: "Save season",
    adminClearSeason: "Remove season",
    adminHistory: "History",
    adminNoHistory: "No changes yet.",
    adminSaved: "Condition saved for “{name}”: {condition}",
    adminFailed: "Could not save: {message}",
    adminCautionNote: "“Caution” doesn't say what to watch out for: write it in a note under “Note, season and history”.",
  },
} satisfies FeatureMessages<
  | "adminLabel"
  | "adminNone"
  | "adminMore"
  | "adminCondition"
  | "adminNote"
  | "adminCheckedOn"
  | "adminSave"
  | "adminSeasonFrom"
  | "adminSeasonTo"
  | "adminSaveSeason"
  | "adminClearSeason"
  | "adminHistory"
  | "adminNoHistory"
  | "adminSaved"
  | "adminFailed"
  | "adminCautionNote"
>;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
