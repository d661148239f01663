import { type AssistLevel, BATTERY_SIZES_WH, type EnergyEstimate } from "../../../shared/track.ts";
import { type MessageKey, useLanguage } from "../../i18n/i18n.tsx";
import { formatShare, formatWattHours } from "./number-format.ts";

export const ASSIST_LABELS: Record<AssistLevel, MessageKey> = {
  low: "energy.low",
  medium: "energy.medium",
  high: "energy.high",
};
const ORDER: AssistLevel[] = ["low", "medium", "high"];

/**
 * The server's energy estimate per assist level beside common battery sizes:
 * what share of each battery the route would use. Labelled an estimate, with
 * what it assumes, because wind, cold and the surface can change it a lot.
 */
export function EnergyEstimateTable({ energy }: { energy: EnergyEstimate[] | null }) {
  const { lang, t } = useLanguage();
  return (
    <section aria-labelledby="energy-heading">
      <h2 id="energy-heading" className="mb-3 text-xl font-bold text-brand-800">
        {t("energy.heading")}
      </h2>
      {energy === null ? (
        <p className="text-slate-700">{t("energy.noElevation")}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">{t("energy.caption")}</caption>
              <thead className="bg-brand-50 text-slate-700">
                {/* The battery columns' shared heading, so the percentages read as shares of each battery, not of the route. */}
                <tr>
                  <td colSpan={2} />
                  <th scope="colgroup" colSpan={BATTERY_SIZES_WH.length} className="px-1.5 pt-2 text-center text-xs font-semibold sm:px-3 sm:text-sm">
                    {t("energy.shareHeading")}
                  </th>
                </tr>
                <tr>
                  <th scope="col" className="px-1.5 py-2 font-semibold sm:px-3">
                    {t("energy.assist")}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
                    {t("energy.energy")}
                  </th>
                  {BATTERY_SIZES_WH.map((size) => (
                    <th key={size} scope="col" className="px-1.5 py-2 text-right font-semibold whitespace-nowrap sm:px-3">
                      <span className="sr-only">{t("energy.shareOf")}</span>
                      {size} Wh<span className="sr-only">{t("energy.battery")}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {ORDER.flatMap((assist) => energy.filter((estimate) => estimate.assist === assist)).map((estimate) => (
                  <tr key={estimate.assist}>
                    <th scope="row" className="px-1.5 py-2 font-semibold text-slate-800 sm:px-3">
                      {t(ASSIST_LABELS[estimate.assist])}
                    </th>
                    <td className="px-1.5 py-2 text-right whitespace-nowrap sm:px-3">{formatWattHours(estimate.wattHours, lang)}</td>
                    {BATTERY_SIZES_WH.map((size) => {
                      const share = estimate.wattHours / size;
                      return (
                        <td key={size} className={`px-1.5 py-2 text-right whitespace-nowrap sm:px-3 ${share > 1 ? "font-bold text-red-800" : ""}`}>
                          {formatShare(share, lang)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* The assumptions are the server's model parameters (src/shared/energy-model.ts, docs/decisions/007-energy-model.md): change them together. */}
          <p className="mt-3 text-sm text-slate-600">{t("energy.note")}</p>
        </>
      )}
    </section>
  );
}
