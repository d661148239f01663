import type { TrackStats } from "../../../shared/track.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import { formatGradient, formatKm, formatMetres } from "./number-format.ts";

/** The figures the server measured on the track; a figure it could not measure (no elevations) is left out, never guessed. */
export function TrackFigures({ stats }: { stats: TrackStats }) {
  const { lang, t } = useLanguage();
  // The server gives the steepest stretch signed (negative downhill): say which way instead of showing a minus.
  const steepest = stats.steepestGradePct;
  const direction = steepest === null || steepest === 0 ? undefined : steepest > 0 ? t("figures.uphill") : t("figures.downhill");
  const figures: [label: string, value: string | null, note?: string][] = [
    [t("figures.length"), formatKm(stats.lengthKm, lang)],
    [t("figures.climb"), stats.climbM === null ? null : formatMetres(stats.climbM, lang)],
    [t("figures.descent"), stats.descentM === null ? null : formatMetres(stats.descentM, lang)],
    [t("figures.highest"), stats.highestM === null ? null : formatMetres(stats.highestM, lang)],
    [t("figures.lowest"), stats.lowestM === null ? null : formatMetres(stats.lowestM, lang)],
    [t("figures.steepest"), steepest === null ? null : formatGradient(Math.abs(steepest), lang), direction],
  ];
  return (
    <section aria-labelledby="track-figures-heading">
      <h2 id="track-figures-heading" className="mb-3 text-xl font-bold text-brand-800">
        {t("figures.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures
          .filter((figure): figure is [string, string, string | undefined] => figure[1] !== null)
          .map(([label, value, note]) => (
            <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">
                {value}
                {note && <span className="block text-sm font-semibold text-slate-600"> {note}</span>}
              </dd>
            </div>
          ))}
      </dl>
      {stats.climbM === null && <p className="mt-3 text-slate-700">{t("figures.noElevation")}</p>}
    </section>
  );
}
