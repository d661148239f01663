import { formatDayMonth } from "../../../shared/dates.ts";
import type { ConditionStatus, RouteCondition, RouteSeason } from "../../../shared/route-condition.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { conditionIcons, OutOfSeasonIcon, UnconfirmedIcon } from "./condition-icons.tsx";
import { catalogue } from "./messages.ts";

const conditionTone: Record<RouteCondition, string> = {
  open: "text-green-800",
  caution: "text-amber-800",
  mud: "text-amber-900",
  snow: "text-sky-800",
  closed: "text-red-800",
};

/** "Lokuð — athugað 3. júní", or "Lokuð — síðast athugað 3. júní, gæti hafa breyst" when it is older than CONDITION_FRESH_DAYS. */
export function useConditionText(): (report: NonNullable<ConditionStatus["report"]>) => string {
  const text = useFeatureText(catalogue);
  const lang = useLang();
  return (report) => text(report.unconfirmed ? "unconfirmed" : "checked", { condition: text(report.condition), date: formatDayMonth(report.checkedOn, lang) });
}

/** "20. júní – 15. september" as the site writes days. */
export function useSeasonText(): (season: RouteSeason) => { from: string; to: string } {
  const lang = useLang();
  return (season) => ({ from: formatDayMonth(season.from, lang), to: formatDayMonth(season.to, lang) });
}

/**
 * A route's condition and, outside its usual season, a line saying so: each an icon and its words. An
 * unconfirmed condition shows a question mark instead of its own icon, and is not coloured as if it were news.
 */
export function ConditionLines({ status, className = "" }: { status: ConditionStatus; className?: string }) {
  const text = useFeatureText(catalogue);
  const conditionText = useConditionText();
  const seasonText = useSeasonText();
  const { report, outOfSeason } = status;
  if (!report && !outOfSeason) return null;
  const Icon = report ? (report.unconfirmed ? UnconfirmedIcon : conditionIcons[report.condition]) : undefined;
  return (
    <div className={`space-y-1 text-sm font-semibold ${className}`}>
      {report && Icon && (
        <p className={`flex items-center gap-2 ${report.unconfirmed ? "text-slate-700" : conditionTone[report.condition]}`} data-condition={report.condition}>
          <Icon />
          <span>{conditionText(report)}</span>
        </p>
      )}
      {outOfSeason && (
        <p className="flex items-center gap-2 text-slate-700">
          <OutOfSeasonIcon />
          <span>{text("outOfSeason", seasonText(outOfSeason))}</span>
        </p>
      )}
    </div>
  );
}
