import { lazy, Suspense, useEffect, useState } from "react";
import { isOldReport, type PublicRiderReport, REPORTS_SHOWN, reportPaths } from "../../../shared/condition-report.ts";
import { formatDayMonth, toIsoDate } from "../../../shared/dates.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { catalogue } from "./messages.ts";
import { loadApproved } from "./reports-client.ts";

// The form and its proof-of-work widget load only when the visitor opens the form.
const ReportForm = lazy(() => import("./report-form.tsx"));

/**
 * Riders' approved reports under the route's condition (newest first; after REPORTS_SHOWN the rest fold
 * away), the button that opens the report form, and the link to the route's conditions feed. The notes are
 * shown as plain text.
 */
export default function RouteReports({ routeId, today = toIsoDate(new Date()) }: { routeId: number; today?: string }) {
  const text = useFeatureText(catalogue);
  const [reports, setReports] = useState<PublicRiderReport[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  useEffect(() => {
    let current = true;
    loadApproved(routeId).then(
      (list) => current && setReports(list),
      (error: unknown) => console.warn("Riders' reports could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [routeId]);
  const shown = reports.slice(0, REPORTS_SHOWN);
  const older = reports.slice(REPORTS_SHOWN);
  return (
    <section aria-labelledby="route-reports-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="route-reports">
      <h2 id="route-reports-heading" className="text-xl font-bold text-brand-800">
        {text("heading")}
      </h2>
      {shown.length > 0 && (
        <ul className="space-y-4">
          {shown.map((report) => (
            <ReportItem key={report.id} report={report} today={today} />
          ))}
        </ul>
      )}
      {older.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold text-brand-700">{text("older")}</summary>
          <ul className="mt-3 space-y-4">
            {older.map((report) => (
              <ReportItem key={report.id} report={report} today={today} />
            ))}
          </ul>
        </details>
      )}
      {formOpen ? (
        <Suspense fallback={null}>
          <ReportForm routeId={routeId} onCancel={() => setFormOpen(false)} today={today} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" onClick={() => setFormOpen(true)} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {text("report")}
          </button>
          <a href={reportPaths.routeFeed(routeId)} type="application/atom+xml" className="font-semibold text-brand-700 underline">
            {text("follow")}
          </a>
        </div>
      )}
    </section>
  );
}

function ReportItem({ report, today }: { report: PublicRiderReport; today: string }) {
  const text = useFeatureText(catalogue);
  const lang = useLang();
  const name = report.name ?? text("rider");
  const smallest = report.photo[0];
  return (
    <li className="space-y-1 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0" data-testid="rider-report">
      <p className="font-semibold text-slate-900">
        {text(report.condition)}
        {isOldReport(report.riddenOn, today) && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-sm font-normal text-slate-800">{text("old")}</span>}
      </p>
      <p className="text-sm text-slate-600">{text("by", { name, date: formatDayMonth(report.riddenOn, lang) })}</p>
      <p className="whitespace-pre-line text-slate-800" lang="is">
        {report.note}
      </p>
      {smallest && (
        <img
          src={smallest.url}
          srcSet={report.photo.map((file) => `${file.url} ${file.width}w`).join(", ")}
          sizes="(min-width: 768px) 480px, 100vw"
          width={smallest.width}
          height={smallest.height}
          alt={text("photoAlt", { name })}
          loading="lazy"
          className="h-auto max-w-full rounded-lg md:max-w-md"
        />
      )}
    </li>
  );
}
