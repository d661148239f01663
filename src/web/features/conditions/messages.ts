import { compiledFeatureMessages } from "../../i18n/compile-messages.ts";
import type { FeatureMessages } from "../../i18n/feature-messages.ts";

/** The texts of route conditions (decision 036): the route page, the cards and the map's pins. The admin's are in admin/messages.ts. */
export const messages = {
  is: {
    open: "Opin",
    caution: "Varúð",
    mud: "Aurbleyta",
    snow: "Snjór",
    closed: "Lokuð",
    checked: "{condition} — athugað {date}",
    unconfirmed: "{condition} — síðast athugað {date}, gæti hafa breyst",
    outOfSeason: "Utan venjulegs tímabils leiðarinnar ({from} – {to})",
    season: "Leiðin er venjulega fær frá {from} til {to}",
    heading: "Ástand leiðarinnar",
    recent: "Síðustu breytingar",
  },
  en: {
    open: "Open",
    caution: "Caution",
    mud: "Mud",
    snow: "Snow",
    closed: "Closed",
    checked: "{condition} — checked {date}",
    unconfirmed: "{condition} — last checked {date}, may have changed",
    outOfSeason: "Outside the route's usual season ({from} – {to})",
    season: "Usually rideable from {from} to {to}",
    heading: "Route condition",
    recent: "Recent changes",
  },
} satisfies FeatureMessages<"open" | "caution" | "mud" | "snow" | "closed" | "checked" | "unconfirmed" | "outOfSeason" | "season" | "heading" | "recent">;

/** Compiled for Lingui; the build keeps only this in the browser's code (docs/decisions/060). */
export const catalogue = compiledFeatureMessages(messages);
