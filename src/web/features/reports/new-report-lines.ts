import { formatDayMonth } from "../../../shared/dates.ts";
import type { LatestReportRow } from "../../../shared/report-card.ts";
import type { Lang } from "../../../shared/site-paths.ts";
import { featureText } from "../../i18n/feature-messages.ts";
import { catalogue } from "./card/messages.ts";

/** The cards' "Ný lýsing frá 12. júní" lines by route id, for the routes whose newest report is recent. */
export function newReportLines(recent: readonly LatestReportRow[], lang: Lang): Map<number, string> {
  const text = featureText(catalogue, lang);
  return new Map(recent.map(([id, day]) => [id, text("newReport", { date: formatDayMonth(day, lang) })]));
}
