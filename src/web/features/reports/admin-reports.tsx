import { useCallback, useEffect, useState } from "react";
import type { ReportDecision, WaitingRiderReport } from "../../../shared/condition-report.ts";
import { formatDayMonth } from "../../../shared/dates.ts";
import { featureText } from "../../i18n/feature-messages.ts";
import { catalogue } from "./messages.ts";
import { decideReport, loadWaiting } from "./reports-client.ts";

// The admin's pages are in English.
const text = featureText(catalogue, "en");

/**
 * The dashboard's "Reports waiting (N)", oldest first, with the flags computed when each arrived, and the
 * three decisions. The e-mail address is shown here only.
 */
export default function AdminReports({ onDecided, busy = false }: { onDecided?: (message: string) => void; busy?: boolean }) {
  const [reports, setReports] = useState<WaitingRiderReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    loadWaiting().then(setReports, (failure: Error) => setError(failure.message));
  }, []);
  useEffect(reload, [reload]);
  const decide = async (report: WaitingRiderReport, decision: ReportDecision) => {
    try {
      await decideReport(report.id, decision);
      onDecided?.(text("decided"));
      reload();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section
      aria-labelledby="reports-waiting-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="reports-waiting"
    >
      <h2 id="reports-waiting-heading" className="text-xl font-bold text-brand-800">
        {text("waitingHeading", { waiting: reports?.length ?? 0 })}
      </h2>
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      {reports?.length === 0 && <p className="text-slate-700">{text("noneWaiting")}</p>}
      <ol className="space-y-4">
        {reports?.map((report) => {
          const flags = [
            report.flags.photoFar && text("flagFar"),
            report.flags.photoOtherDay && text("flagOtherDay"),
            report.flags.noPhoto && text("flagNoPhoto"),
          ].filter(Boolean);
          const photo = report.photo[0];
          return (
            <li key={report.id} className="space-y-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0" data-testid="waiting-report">
              <h3 className="font-bold text-slate-900">
                {report.routeName}: {text(report.condition)}
              </h3>
              <p className="text-sm text-slate-700">
                {text("riddenLabel", { date: formatDayMonth(report.riddenOn, "en") })} · {text("sentBy", { name: report.name ?? text("anonymous") })}
              </p>
              {report.email && <p className="text-sm text-slate-700">{text("emailLabel", { email: report.email })}</p>}
              <p className="whitespace-pre-line text-slate-800" lang="is">
                {report.note}
              </p>
              {flags.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {flags.map((flag) => (
                    <li key={String(flag)} className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-950">
                      {flag}
                    </li>
                  ))}
                </ul>
              )}
              {photo && (
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  alt={`Sent with the report on ${report.routeName}`}
                  className="h-auto max-w-full rounded-lg md:max-w-sm"
                />
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => decide(report, "approve")}
                  className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                >
                  {text("approve")}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => decide(report, "approve-and-set")}
                  className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                >
                  {text("approveAndSet")}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => decide(report, "reject")}
                  className="rounded-lg px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                >
                  {text("reject")}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
