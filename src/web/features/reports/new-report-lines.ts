import { formatDayMonth } from "../../../shared/dates.ts";
import { isNewReport, type LatestReportRow, latestReportsPath } from "../../../shared/report-card.ts";
import type { Lang } from "../../../shared/site-paths.ts";
import { featureText } from "../../i18n/feature-messages.ts";
import { catalogue } from "./card/messages.ts";

/** The cards' "Ný lýsing frá 12. júní" lines by route id, for reports ridden less than REPORT_NEW_DAYS days before `today`. */
export async function loadNewReportLines(lang: Lang, today: string): Promise<Map<number, string>> {
  const response = await fetch(latestReportsPath);
  if (!response.ok) throw new Error(`latest reports: ${response.status}`);
  const rows = (await response.json()) as LatestReportRow[];
  const text = featureText(catalogue, lang);
  return new Map(rows.filter(([, day]) => isNewReport(day, today)).map(([id, day]) => [id, text("newReport", { date: formatDayMonth(day, lang) })]));
}
