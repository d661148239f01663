import { formatDayMonth } from "../../../shared/dates.ts";
import { conditionStatus, type RouteConditions } from "../../../shared/route-condition.ts";
import { LocalText } from "../../components/local-text.tsx";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { CalendarIcon, conditionIcons } from "./condition-icons.tsx";
import { ConditionLines, useSeasonText } from "./condition-text.tsx";
import { catalogue } from "./messages.ts";
import { browserToday } from "./today.ts";

/**
 * The route page's condition: the current one with the day it was checked (unconfirmed after
 * CONDITION_FRESH_DAYS), a line when today is outside the route's usual season, the season itself, and the
 * last few changes with their notes. The notes are the admin's, in Icelandic.
 */
export default function RouteConditionsPanel({ conditions, today = browserToday() }: { conditions: RouteConditions; today?: string }) {
  const text = useFeatureText(catalogue);
  const lang = useLang();
  const seasonText = useSeasonText();
  const status = conditionStatus(conditions.current, conditions.season, today);
  const older = conditions.recent.slice(1);
  return (
    <section
      aria-labelledby="route-condition-heading"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="route-condition"
    >
      <h2 id="route-condition-heading" className="text-xl font-bold text-brand-800">
        {text("heading")}
      </h2>
      <ConditionLines status={status} className="text-base" />
      {conditions.current?.note && (
        <p className="text-slate-700">
          {/* The administrator writes notes in Icelandic only. */}
          <LocalText is={conditions.current.note} prose />
        </p>
      )}
      {conditions.season && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CalendarIcon /> {text("season", seasonText(conditions.season))}
        </p>
      )}
      {older.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-brand-700">{text("recent")}</summary>
          <ul className="mt-2 space-y-1">
            {older.map((report, index) => {
              const Icon = conditionIcons[report.condition];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the changes never move; a report has no id of its own.
                <li key={index} className="flex items-start gap-2">
                  <Icon className="mt-1" />
                  <span>
                    {text("checked", { condition: text(report.condition), date: formatDayMonth(report.checkedOn, lang) })}
                    {report.note && (
                      <>
                        {": "}
                        <LocalText is={report.note} prose />
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
