import { type ReactNode, useId, useMemo, useState } from "react";
import { FaSlidersH } from "react-icons/fa";
import { regionsEn } from "../../../../content/en/regions.ts";
import type { Route } from "../../../../shared/route.ts";
import { routeConditions } from "../../../../shared/route-condition.ts";
import { BATTERY_SIZES_WH } from "../../../../shared/track.ts";
import { useFeatureText } from "../../../i18n/feature-messages.ts";
import { useLang } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../lib/icelandic-number.ts";
import type { messages } from "../messages.ts";
import { catalogue } from "../messages.ts";
import { formatRange, parseRange } from "./filter-params.ts";
import {
  type BatterySize,
  countWithRange,
  type FilterCounts,
  type FilterState,
  filterCounts,
  NO_FILTERS,
  type NumberRange,
  routeFilters,
  SORT_KEYS,
  type SortKey,
} from "./route-filters.ts";
import type { RouteFilters } from "./use-route-filters.ts";

const sortText = {
  newest: "filters.sortNewest",
  shortest: "filters.sortShortest",
  longest: "filters.sortLongest",
  climb: "filters.sortClimb",
  nearest: "filters.sortNearest",
} as const satisfies Record<SortKey, keyof typeof messages.is>;

const controlClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900";
const labelClass = "mb-1 block text-sm font-semibold text-slate-800";

/** A range of numbers typed as two ends; applied on Enter or on leaving a field, with the count it would leave shown before. */
function RangeControl({
  name,
  legend,
  value,
  counts,
  climbUnknownKept,
  onApply,
  children,
}: {
  name: "distance" | "climb";
  legend: string;
  value: NumberRange | null;
  counts: FilterCounts;
  climbUnknownKept: boolean;
  onApply(range: NumberRange | null): void;
  children?: ReactNode;
}) {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const id = useId();
  const applied = value ? formatRange(value) : "";
  const [draft, setDraft] = useState({ for: applied, min: value?.min?.toString() ?? "", max: value?.max?.toString() ?? "" });
  // The address changed (the back button, a cleared filter): the fields show what it says.
  if (draft.for !== applied) setDraft({ for: applied, min: value?.min?.toString() ?? "", max: value?.max?.toString() ?? "" });
  const range = draft.min.trim() === "" && draft.max.trim() === "" ? null : parseRange(`${draft.min.trim()}-${draft.max.trim()}`);
  const valid = range !== null || (draft.min.trim() === "" && draft.max.trim() === "");
  const leaves = countWithRange(counts, name, range, climbUnknownKept);
  const apply = () => {
    if (valid && (range ? formatRange(range) : "") !== applied) onApply(range);
  };
  const field = (end: "min" | "max") => (
    <label className="flex-1 text-sm text-slate-700">
      {t(end === "min" ? "filters.from" : "filters.to")}
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft[end]}
        onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply();
        }}
        aria-describedby={`${id}-leaves`}
        className={`${controlClass} mt-1`}
      />
    </label>
  );
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex gap-2">
        {field("min")}
        {field("max")}
      </div>
      <p id={`${id}-leaves`} className="mt-1 text-sm text-slate-600">
        {valid ? t("filters.leaves", { count: leaves, n: formatNumber(leaves, 0, lang) }) : ""}
      </p>
      {children}
    </fieldset>
  );
}

// The button's icon never changes: one element, which React passes over when the panel is drawn again.
const slidersIcon = <FaSlidersH aria-hidden="true" />;

/**
 * The filters and the sort of /routes, beside the search field: every control labelled, each choice with the
 * number of routes it would leave. On a phone they fold into one button that opens them.
 */
export function FilterPanel({
  filters,
  matches,
  mapArea,
  onMapArea,
}: {
  filters: RouteFilters;
  /** The search's matches, over which the counts are taken. */
  matches: readonly Route[];
  mapArea: boolean;
  onMapArea(on: boolean): void;
}) {
  const t = useFeatureText(catalogue);
  const lang = useLang();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { state: current, figuresById, regions, setState, figures, locate, locating, position, conditionOf, conditionName } = filters;
  const state = current ?? NO_FILTERS;
  // The counts do not depend on the sort: another sort leaves them as they were instead of counting again.
  const countedState = JSON.stringify({ ...state, sort: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: countedState stands for state without its sort.
  const counts = useMemo(() => filterCounts(matches, state, figuresById, conditionOf), [matches, countedState, figuresById, conditionOf]);
  const n = (count: number) => formatNumber(count, 0, lang);
  // A count read from the tracks' figures is not known while they are on their way: "…" stands in for it.
  const figuresLoading = figures.status === "loading";
  const fromFigures = (count: number) => (figuresLoading ? "…" : n(count));
  const activeCount = routeFilters.filter((filter) => filter.active(state)).length;
  const change = (patch: Partial<FilterState>) => setState({ ...state, ...patch });

  return (
    <div className="mb-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 md:hidden"
      >
        {slidersIcon} {t("filters.toggle")}
        {activeCount > 0 && <span className="text-sm font-normal text-slate-600">({t("filters.active", { count: activeCount, n: n(activeCount) })})</span>}
      </button>
      <section
        id={`${id}-panel`}
        aria-label={t("filters.heading")}
        className={`${open ? "grid" : "hidden"} mt-3 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 md:mt-0 md:grid lg:grid-cols-3`}
      >
        <RangeControl
          name="distance"
          legend={t("filters.distance")}
          value={state.distance}
          counts={counts}
          climbUnknownKept={state.climbUnknownKept}
          onApply={(distance) => change({ distance })}
        />
        <RangeControl
          name="climb"
          legend={t("filters.climb")}
          value={state.climb}
          counts={counts}
          climbUnknownKept={state.climbUnknownKept}
          onApply={(climb) => change({ climb, climbUnknownKept: climb === null ? false : state.climbUnknownKept })}
        >
          {state.climb !== null && (
            <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={state.climbUnknownKept}
                onChange={(event) => change({ climbUnknownKept: event.target.checked })}
                className="size-4"
              />
              {t("filters.climbUnknown", { n: fromFigures(counts.climbUnknown) })}
            </label>
          )}
        </RangeControl>
        <div>
          <label htmlFor={`${id}-region`} className={labelClass}>
            {t("filters.region")}
          </label>
          <select id={`${id}-region`} value={state.region ?? ""} onChange={(event) => change({ region: event.target.value || null })} className={controlClass}>
            <option value="">{t("filters.allRegions")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {t("filters.regionOption", { region: (lang === "en" && regionsEn[region]) || region, n: n(counts.regions.get(region) ?? 0) })}
              </option>
            ))}
          </select>
        </div>
        {conditionName && (counts.conditions.size > 0 || state.condition !== null) && (
          <div>
            <label htmlFor={`${id}-condition`} className={labelClass}>
              {t("filters.condition")}
            </label>
            <select
              id={`${id}-condition`}
              value={state.condition ?? ""}
              onChange={(event) => change({ condition: routeConditions.find((condition) => condition === event.target.value) ?? null })}
              className={controlClass}
            >
              <option value="">{t("filters.anyCondition")}</option>
              {routeConditions
                .filter((condition) => counts.conditions.has(condition) || state.condition === condition)
                .map((condition) => (
                  <option key={condition} value={condition}>
                    {t("filters.conditionOption", { condition: conditionName(condition), n: n(counts.conditions.get(condition) ?? 0) })}
                  </option>
                ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-battery`} className={labelClass}>
            {t("filters.battery")}
          </label>
          <select
            id={`${id}-battery`}
            value={state.battery ?? ""}
            onChange={(event) =>
              change({
                battery:
                  event.target.value === "mine"
                    ? "mine"
                    : ((BATTERY_SIZES_WH.find((size) => String(size) === event.target.value) ?? null) as BatterySize | null),
              })
            }
            aria-describedby={`${id}-battery-note`}
            className={controlClass}
          >
            <option value="">{t("filters.anyBattery")}</option>
            {(state.riderBattery || state.battery === "mine") && (
              <option value="mine">{t("filters.batteryMine", { n: fromFigures(counts.batteryMine) })}</option>
            )}
            {BATTERY_SIZES_WH.map((size) => (
              <option key={size} value={size}>
                {t("filters.batteryOption", { wh: size, n: fromFigures(counts.battery.get(size) ?? 0) })}
              </option>
            ))}
          </select>
          <p id={`${id}-battery-note`} className="mt-1 text-sm text-slate-600">
            {t("filters.batteryNote")}
            {!figuresLoading &&
              counts.batteryUnjudged > 0 &&
              ` ${t("filters.batteryUnjudged", { count: counts.batteryUnjudged, n: n(counts.batteryUnjudged) })}`}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {t("filters.sort")}
          </label>
          <select
            id={`${id}-sort`}
            value={state.sort}
            onChange={(event) => {
              const sort = SORT_KEYS.find((key) => key === event.target.value) ?? "newest";
              // Nearest is chosen once the browser gives the position; until then, and if it is refused, the order stays.
              if (sort === "nearest" && position === null) locate();
              else change({ sort });
            }}
            aria-describedby={`${id}-sort-note`}
            className={controlClass}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(sortText[key])}
              </option>
            ))}
          </select>
          <div id={`${id}-sort-note`} role="status" className="mt-1 text-sm text-slate-600">
            {locating === "asking" && <p>{t("filters.locating")}</p>}
            {locating === "failed" && <p className="font-semibold text-red-800">{t("filters.locateFailed")}</p>}
            {(state.sort === "nearest" || locating !== "idle") && <p>{t("filters.locateNote")}</p>}
          </div>
          {state.sort === "nearest" && position === null && locating !== "asking" && (
            <button type="button" onClick={locate} className="mt-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {t("filters.locateAsk")}
            </button>
          )}
        </div>
        <div className="flex flex-col justify-end gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={state.track} onChange={(event) => change({ track: event.target.checked })} className="size-4" />
            {t("filters.track", { n: fromFigures(counts.track) })}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={mapArea} onChange={(event) => onMapArea(event.target.checked)} className="size-4" />
            {t("filters.mapArea")}
          </label>
          {figures.status === "error" && <p className="text-sm text-red-800">{t("filters.figuresFailed")}</p>}
          {(activeCount > 0 || state.sort !== "newest") && (
            <button
              type="button"
              onClick={() => setState(NO_FILTERS)}
              className="self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 underline ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("filters.clear")}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
