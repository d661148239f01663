import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The texts of route conditions (decision 036): the route page, the cards, the map's pins and the admin's list. */
export const messages = {
  is: {
    open: "Opin",
    caution: "Varúð",
    mud: "Aurbleyta",
    snow: "Snjór",
    closed: "Lokuð",
    checked: "{condition} — athugað {date}",
    unconfirmed: "{condition} — óstaðfest síðan {date}",
    outOfSeason: "Utan venjulegs tímabils leiðarinnar ({from} – {to})",
    season: "Venjulega fær frá {from} til {to}",
    heading: "Ástand leiðarinnar",
    recent: "Síðustu breytingar",
    markerLabel: "{name} — {condition}",
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
    adminSaved: "Ástand {name} vistað: {condition}",
    adminFailed: "Ekki tókst að vista: {message}",
  },
  en: {
    open: "Open",
    caution: "Caution",
    mud: "Mud",
    snow: "Snow",
    closed: "Closed",
    checked: "{condition} — checked {date}",
    unconfirmed: "{condition} — unconfirmed since {date}",
    outOfSeason: "Outside the route's usual season ({from} – {to})",
    season: "Usually rideable from {from} to {to}",
    heading: "Route condition",
    recent: "Recent changes",
    markerLabel: "{name} — {condition}",
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
    adminSaved: "Condition of {name} saved: {condition}",
    adminFailed: "Could not save: {message}",
  },
} satisfies FeatureMessages<
  | "open"
  | "caution"
  | "mud"
  | "snow"
  | "closed"
  | "checked"
  | "unconfirmed"
  | "outOfSeason"
  | "season"
  | "heading"
  | "recent"
  | "markerLabel"
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
>;
