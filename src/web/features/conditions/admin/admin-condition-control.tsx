import { type FormEvent, useState, useSyncExternalStore } from "react";
import { type ConditionReport, conditionStatus, type RouteCondition, type RouteConditionBrief, routeConditions } from "../../../../shared/route-condition.ts";
import { useFeatureText } from "../../../i18n/feature-messages.ts";
import { ConditionLines, useConditionText } from "../condition-text.tsx";
import { catalogue as conditionTexts } from "../messages.ts";
import { browserToday } from "../today.ts";
import { loadConditionHistory, loadConditionList, saveCondition, saveSeason } from "./conditions-admin-api.ts";
import { catalogue } from "./messages.ts";

/**
 * The conditions of every route, read once for the admin's whole list and kept up to date by each save here,
 * so a hundred rows make one request.
 */
const list = {
  byId: new Map<number, RouteConditionBrief>(),
  request: undefined as Promise<void> | undefined,
  listeners: new Set<() => void>(),
  version: 0,
  set(brief: RouteConditionBrief) {
    this.byId = new Map(this.byId).set(brief.id, brief);
    this.changed();
  },
  changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  },
  subscribe(listener: () => void) {
    list.listeners.add(listener);
    list.request ??= loadConditionList().then(
      (briefs) => {
        list.byId = new Map(briefs.map((brief) => [brief.id, brief]));
        list.changed();
      },
      () => {
        list.request = undefined;
      },
    );
    return () => list.listeners.delete(listener);
  },
};

function useBrief(id: number): RouteConditionBrief | undefined {
  return useSyncExternalStore(
    list.subscribe,
    () => list.byId.get(id),
    () => undefined,
  );
}

const smallInput = "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100";
const smallButton = "rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * A route's condition in the admin's list: choosing one in the menu saves it at once, checked today. Below,
 * folded away, the note and date of a change, the usual season and the route's history.
 */
export default function AdminConditionControl({
  route,
  busy,
  show,
}: {
  route: { id: number; name: string };
  busy: boolean;
  show: (kind: "success" | "error", text: string) => void;
}) {
  const text = useFeatureText(catalogue);
  const conditionName = useFeatureText(conditionTexts);
  const brief = useBrief(route.id);
  const [saving, setSaving] = useState(false);
  // The condition just chosen, shown in the menu while it is saved.
  const [pending, setPending] = useState<RouteCondition | null>(null);
  const [history, setHistory] = useState<ConditionReport[] | null>(null);
  const disabled = busy || saving;
  const today = browserToday();

  const run = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      show("error", text("adminFailed", { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSaving(false);
    }
  };

  const setCondition = (input: { condition: RouteCondition; note?: string; checkedOn?: string }) =>
    run(async () => {
      setPending(input.condition);
      const { conditions } = await saveCondition(route.id, input);
      const current = conditions.current;
      list.set({ id: route.id, condition: current?.condition ?? null, checkedOn: current?.checkedOn ?? null, season: conditions.season });
      setHistory(conditions.recent.length < 5 ? conditions.recent : await loadConditionHistory(route.id));
      const saved = text("adminSaved", { name: route.name, condition: conditionName(input.condition) });
      // "Varúð" alone tells a rider nothing about the hazard: ask for a note when there is none.
      const needsNote = input.condition === "caution" && !current?.note?.trim();
      show("success", needsNote ? `${saved} ${text("adminCautionNote")}` : saved);
    }).finally(() => setPending(null));

  const submitChange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void setCondition({
      condition: String(form.get("condition")) as RouteCondition,
      note: String(form.get("note") ?? ""),
      checkedOn: String(form.get("checkedOn") ?? "") || undefined,
    });
  };

  const submitSeason = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const season = { from: String(form.get("from") ?? "").trim(), to: String(form.get("to") ?? "").trim() };
    void run(async () => {
      const answer = await saveSeason(route.id, season);
      list.set({ id: route.id, condition: brief?.condition ?? null, checkedOn: brief?.checkedOn ?? null, season: answer.season });
      show("success", answer.message);
    });
  };

  const clearSeason = () =>
    run(async () => {
      const answer = await saveSeason(route.id, null);
      list.set({ id: route.id, condition: brief?.condition ?? null, checkedOn: brief?.checkedOn ?? null, season: null });
      show("success", answer.message);
    });

  const status = conditionStatus(
    brief?.condition && brief.checkedOn ? { condition: brief.condition, checkedOn: brief.checkedOn } : null,
    brief?.season ?? null,
    today,
  );
  const idPrefix = `route-${route.id}-condition`;

  return (
    <div className="w-full space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={text("adminLabel", { id: route.id, name: route.name })}
          className={smallInput}
          disabled={disabled}
          value={pending ?? brief?.condition ?? ""}
          onChange={(event) => {
            const condition = event.target.value as RouteCondition | "";
            if (condition !== "") void setCondition({ condition });
          }}
        >
          <option value="" disabled>
            {text("adminNone")}
          </option>
          {routeConditions.map((condition) => (
            <option key={condition} value={condition}>
              {conditionName(condition)}
            </option>
          ))}
        </select>
        <ConditionLines status={status} />
      </div>
      <details
        className="text-sm"
        onToggle={(event) => {
          if (event.currentTarget.open && history === null) loadConditionHistory(route.id).then(setHistory, () => setHistory([]));
        }}
      >
        <summary className="cursor-pointer font-semibold text-brand-700">{text("adminMore")}</summary>
        <div className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3">
          {/* Keyed by the current condition, so the menu starts from it once the list has come and after each change. */}
          <form onSubmit={submitChange} className="flex flex-wrap items-end gap-2" key={brief?.condition ?? "none"}>
            <label className="flex flex-col">
              <span className="text-xs font-semibold text-slate-700">{text("adminCondition")}</span>
              <select name="condition" className={smallInput} disabled={disabled} defaultValue={brief?.condition ?? "open"}>
                {routeConditions.map((condition) => (
                  <option key={condition} value={condition}>
                    {conditionName(condition)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex grow flex-col">
              <span className="text-xs font-semibold text-slate-700">{text("adminNote")}</span>
              <input name="note" maxLength={280} className={smallInput} disabled={disabled} />
            </label>
            <label className="flex flex-col">
              <span className="text-xs font-semibold text-slate-700">{text("adminCheckedOn")}</span>
              <input name="checkedOn" type="date" max={today} defaultValue={today} className={smallInput} disabled={disabled} />
            </label>
            <button type="submit" className={smallButton} disabled={disabled}>
              {text("adminSave")}
            </button>
          </form>
          <form onSubmit={submitSeason} className="flex flex-wrap items-end gap-2" key={`${brief?.season?.from}-${brief?.season?.to}`}>
            <label className="flex flex-col">
              <span className="text-xs font-semibold text-slate-700">{text("adminSeasonFrom")}</span>
              <input name="from" required pattern="\d{2}-\d{2}" size={6} defaultValue={brief?.season?.from ?? ""} className={smallInput} disabled={disabled} />
            </label>
            <label className="flex flex-col">
              <span className="text-xs font-semibold text-slate-700">{text("adminSeasonTo")}</span>
              <input name="to" required pattern="\d{2}-\d{2}" size={6} defaultValue={brief?.season?.to ?? ""} className={smallInput} disabled={disabled} />
            </label>
            <button type="submit" className={smallButton} disabled={disabled}>
              {text("adminSaveSeason")}
            </button>
            {brief?.season && (
              <button type="button" onClick={() => void clearSeason()} className={smallButton} disabled={disabled}>
                {text("adminClearSeason")}
              </button>
            )}
          </form>
          <section aria-labelledby={`${idPrefix}-history`}>
            <h3 id={`${idPrefix}-history`} className="text-xs font-bold text-slate-700 uppercase">
              {text("adminHistory")}
            </h3>
            <History reports={history} />
          </section>
        </div>
      </details>
    </div>
  );
}

function History({ reports }: { reports: ConditionReport[] | null }) {
  const text = useFeatureText(catalogue);
  const conditionText = useConditionText();
  if (reports === null) return null;
  if (reports.length === 0) return <p className="text-slate-600">{text("adminNoHistory")}</p>;
  return (
    <ol className="mt-1 space-y-1 text-slate-700">
      {reports.map((report, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its head and is read afresh.
        <li key={index}>
          {conditionText({ ...report, unconfirmed: false })}
          {report.note && `: ${report.note}`}
        </li>
      ))}
    </ol>
  );
}
