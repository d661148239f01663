import "altcha/altcha.css";
import { createElement, type FormEvent, useEffect, useRef, useState } from "react";
import {
  checkReportFields,
  earliestRiddenOn,
  HONEYPOT_FIELD,
  MAX_REPORT_NAME,
  MAX_REPORT_NOTE,
  type ReportField,
  reportPaths,
} from "../../../shared/condition-report.ts";
import { toIsoDate } from "../../../shared/dates.ts";
import { routeConditions } from "../../../shared/route-condition.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { catalogue } from "./messages.ts";
import { sendReport } from "./reports-client.ts";

/** Loads the ALTCHA widget with its SHA worker (a file of the site's own: the CSP allows no blob: workers). */
async function loadWidget(lang: string): Promise<void> {
  const [, { default: ShaWorker }] = await Promise.all([import("altcha/external"), import("altcha/workers/sha?worker")]);
  await import(lang === "is" ? "altcha/i18n/is" : "altcha/i18n/en");
  const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
  for (const algorithm of ["SHA-256", "SHA-384", "SHA-512"]) registry.algorithms.set(algorithm, () => new ShaWorker());
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * The visitor's form (loaded only when "Segja frá ástandi" is pressed, with the proof-of-work widget, which
 * starts solving at once while the form is filled in). Errors come back beside their fields; what was typed
 * stays.
 */
export default function ReportForm({ routeId, onCancel, today = toIsoDate(new Date()) }: { routeId: number; onCancel: () => void; today?: string }) {
  const text = useFeatureText(catalogue);
  const lang = useLang();
  const [widgetReady, setWidgetReady] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [formError, setFormError] = useState<string | null>(null);
  const payload = useRef<string | null>(null);
  const widget = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let current = true;
    loadWidget(lang).then(
      () => current && setWidgetReady(true),
      (error: unknown) => console.error("The proof-of-work widget could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [lang]);

  // Runs again once the widget is on the page (widgetReady), to listen to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: widgetReady is when the element exists.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onVerified = (event: Event) => {
      payload.current = (event as CustomEvent<{ payload: string }>).detail.payload;
    };
    element.addEventListener("verified", onVerified);
    return () => element.removeEventListener("verified", onVerified);
  }, [widgetReady]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const checked = checkReportFields(fields, today);
    setFormError(null);
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, text(problem)])));
      return;
    }
    setErrors({});
    if (payload.current) data.set("altcha", payload.current);
    const photo = data.get("photo");
    if (photo instanceof File && photo.size === 0) data.delete("photo");
    setStatus("sending");
    const result = await sendReport(routeId, data);
    if (result.status === "sent") {
      setStatus("sent");
      return;
    }
    setStatus("editing");
    // A used or refused challenge: the widget solves a new one for the next try.
    payload.current = null;
    (widget.current as (HTMLElement & { reset?: () => void; verify?: () => void }) | null)?.reset?.();
    (widget.current as (HTMLElement & { verify?: () => void }) | null)?.verify?.();
    if (result.status === "field") {
      const message =
        result.field === "altcha" ? text("challenge") : result.problem === "photo" ? text("photoRefused", { reason: result.message }) : text(result.problem);
      if (result.field === "altcha") setFormError(message);
      else setErrors({ [result.field]: message });
      return;
    }
    setFormError(text(result.status));
  };

  if (status === "sent") {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-900" data-testid="report-thanks">
        {text("thanks")}
      </p>
    );
  }

  const errorOf = (field: ReportField) =>
    errors[field] ? (
      <p id={`report-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: ReportField, hint?: string) => [errors[field] ? `report-${field}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="report-form-heading" data-testid="report-form">
      <h3 id="report-form-heading" className="text-lg font-bold text-brand-800">
        {text("formHeading")}
      </h3>
      <div>
        <label htmlFor="report-condition" className="font-semibold text-slate-800">
          {text("condition")}
        </label>
        <select
          id="report-condition"
          name="condition"
          className={inputClass}
          aria-invalid={Boolean(errors.condition)}
          aria-describedby={described("condition")}
          defaultValue=""
        >
          <option value="" disabled>
            –
          </option>
          {routeConditions.map((condition) => (
            <option key={condition} value={condition}>
              {text(condition)}
            </option>
          ))}
        </select>
        {errorOf("condition")}
      </div>
      <div>
        <label htmlFor="report-riddenOn" className="font-semibold text-slate-800">
          {text("riddenOn")}
        </label>
        <input
          id="report-riddenOn"
          name="riddenOn"
          type="date"
          min={earliestRiddenOn(today)}
          max={today}
          defaultValue={today}
          className={inputClass}
          aria-invalid={Boolean(errors.riddenOn)}
          aria-describedby={described("riddenOn")}
        />
        {errorOf("riddenOn")}
      </div>
      <div>
        <label htmlFor="report-note" className="font-semibold text-slate-800">
          {text("note")}
        </label>
        <textarea
          id="report-note"
          name="note"
          rows={4}
          maxLength={MAX_REPORT_NOTE}
          className={inputClass}
          aria-invalid={Boolean(errors.note)}
          aria-describedby={described("note", "report-note-hint")}
        />
        <p id="report-note-hint" className="mt-1 text-sm text-slate-600">
          {text("noteHint")}
        </p>
        {errorOf("note")}
      </div>
      <div>
        <label htmlFor="report-photo" className="font-semibold text-slate-800">
          {text("photo")}
        </label>
        <input
          id="report-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="mt-1 block w-full text-base"
          aria-invalid={Boolean(errors.photo)}
          aria-describedby={described("photo")}
        />
        {errorOf("photo")}
      </div>
      <div>
        <label htmlFor="report-name" className="font-semibold text-slate-800">
          {text("name")}
        </label>
        <input
          id="report-name"
          name="name"
          maxLength={MAX_REPORT_NAME}
          autoComplete="nickname"
          className={inputClass}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described("name")}
        />
        {errorOf("name")}
      </div>
      <div>
        <label htmlFor="report-email" className="font-semibold text-slate-800">
          {text("email")}
        </label>
        <input
          id="report-email"
          name="email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described("email", "report-email-hint")}
        />
        <p id="report-email-hint" className="mt-1 text-sm text-slate-600">
          {text("emailHint")}
        </p>
        {errorOf("email")}
      </div>
      {/* A field people never see: only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="report-website">{text("honeypot")}</label>
        <input id="report-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      {widgetReady &&
        createElement("altcha-widget", {
          ref: widget,
          challenge: reportPaths.challenge,
          auto: "onload",
          language: lang,
          name: "altcha",
          hidefooter: "",
          hidelogo: "",
        })}
      {formError && (
        <p role="alert" className="font-semibold text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={status === "sending"}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {status === "sending" ? text("sending") : text("send")}
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50">
          {text("cancel")}
        </button>
      </div>
    </form>
  );
}
