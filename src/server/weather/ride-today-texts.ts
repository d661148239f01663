import { formatDayMonth } from "../../shared/dates.ts";
import type { RideForecastStatus, RideReason } from "../../shared/ride-today.ts";
import type { VerdictFinding } from "../../shared/ride-verdict.ts";
import type { RouteCondition } from "../../shared/route-condition.ts";
import type { Lang } from "../../shared/site-paths.ts";

/** The ride-today answer's texts in both languages: the reasons of a verdict and the forecast's attribution. */

export const PROVIDER_NAME = "MET Norway";
export const attribution: Record<Lang, string> = {
  is: "Veðurspá: MET Norway (CC BY 4.0)",
  en: "Forecast: MET Norway (CC BY 4.0)",
};

const conditionNames: Record<Lang, Record<RouteCondition, string>> = {
  is: { open: "Opin", caution: "Varúð", mud: "Aurbleyta", snow: "Snjór", closed: "Lokuð" },
  en: { open: "Open", caution: "Caution", mud: "Mud", snow: "Snow", closed: "Closed" },
};

/** HH:MM of a moment in UTC, Iceland's time. */
export function clockTime(iso: string): string {
  return iso.slice(11, 16);
}

/** One decimal at most; a decimal comma in Icelandic. */
function figure(value: number, lang: Lang): string {
  const text = String(Math.round(value * 10) / 10);
  return lang === "is" ? text.replace(".", ",") : text;
}

function noForecastText(status: RideForecastStatus, lang: Lang): string {
  const is = lang === "is";
  switch (status) {
    case "off":
      return is ? "Veðurspá er ekki sótt á þessum vef." : "This site does not fetch forecasts.";
    case "pending":
      return is ? "Spáin er á leiðinni: reyndu aftur eftir smástund." : "The forecast is on its way: try again in a moment.";
    case "unavailable":
      return is ? "Ekki náðist í veðurspána; hún verður sótt aftur síðar." : "The forecast could not be fetched; it will be fetched again later.";
    default:
      return is ? "Engin spá nær til þessa tíma: hann er liðinn eða of langt fram undan." : "No forecast reaches that time: it has passed or is too far ahead.";
  }
}

export function reasonText(finding: VerdictFinding, status: RideForecastStatus, lang: Lang): RideReason {
  const is = lang === "is";
  const at = (km: number, time: string) => (is ? `við ${figure(km, lang)} km (kl. ${clockTime(time)})` : `at km ${figure(km, lang)} (${clockTime(time)})`);
  switch (finding.code) {
    case "wind":
      return {
        code: "wind",
        text: is
          ? `Meðalvindur ${figure(finding.value, lang)} m/s ${at(finding.km, finding.time)}`
          : `Mean wind ${figure(finding.value, lang)} m/s ${at(finding.km, finding.time)}`,
      };
    case "gust":
      return {
        code: "gust",
        text: is
          ? `Vindhviður ${figure(finding.value, lang)} m/s ${at(finding.km, finding.time)}`
          : `Gusts of ${figure(finding.value, lang)} m/s ${at(finding.km, finding.time)}`,
      };
    case "cold":
      return {
        code: "cold",
        text: is
          ? `${figure(finding.value, lang)} °C ${at(finding.km, finding.time)}: hálka möguleg á möl og rafhlaðan dregur skemur`
          : `${figure(finding.value, lang)} °C ${at(finding.km, finding.time)}: ice is possible on gravel, and the battery gives less`,
      };
    case "rain":
      return {
        code: "rain",
        text: is
          ? `Úrkoma ${figure(finding.value, lang)} mm á klukkustund ${at(finding.km, finding.time)}`
          : `${figure(finding.value, lang)} mm of rain in an hour ${at(finding.km, finding.time)}`,
      };
    case "dark":
      return {
        code: "dark",
        text: is
          ? `Komið í mark kl. ${clockTime(finding.arrival)}, eftir að birtu þrýtur (kl. ${clockTime(finding.civilDusk)})`
          : `Arrival at ${clockTime(finding.arrival)}, after civil dusk (${clockTime(finding.civilDusk)})`,
      };
    case "season": {
      const from = formatDayMonth(finding.season.from, lang);
      const to = formatDayMonth(finding.season.to, lang);
      return { code: "season", text: is ? `Utan venjulegs tímabils leiðarinnar (${from} – ${to})` : `Outside the route's usual season (${from} – ${to})` };
    }
    case "condition":
      return {
        code: "condition",
        text: is ? `Ástand leiðarinnar: ${conditionNames.is[finding.condition]}` : `Route condition: ${conditionNames.en[finding.condition]}`,
      };
    case "closed":
      return { code: "closed", text: is ? `Ástand leiðarinnar: ${conditionNames.is.closed}` : `Route condition: ${conditionNames.en.closed}` };
    case "no-forecast":
      return { code: "no-forecast", text: noForecastText(status, lang) };
  }
}
