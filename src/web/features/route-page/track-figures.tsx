import type { TrackStats } from "../../../shared/track.ts";
import { formatGradient, formatKm, formatMetres } from "./number-format.ts";

/** The figures the server measured on the track; a figure it could not measure (no elevations) is left out, never guessed. */
export function TrackFigures({ stats }: { stats: TrackStats }) {
  // The server gives the steepest stretch signed (negative downhill): say which way instead of showing a minus.
  const steepest = stats.steepestGradePct;
  const direction = steepest === null || steepest === 0 ? undefined : steepest > 0 ? "upp í móti" : "niður í móti";
  const figures: [label: string, value: string | null, note?: string][] = [
    ["Lengd ferils", formatKm(stats.lengthKm)],
    ["Heildarhækkun", stats.climbM === null ? null : formatMetres(stats.climbM)],
    ["Heildarlækkun", stats.descentM === null ? null : formatMetres(stats.descentM)],
    ["Hæsti punktur", stats.highestM === null ? null : formatMetres(stats.highestM)],
    ["Lægsti punktur", stats.lowestM === null ? null : formatMetres(stats.lowestM)],
    ["Mesti halli (100 m eða lengra)", steepest === null ? null : formatGradient(Math.abs(steepest)), direction],
  ];
  return (
    <section aria-labelledby="track-figures-heading">
      <h2 id="track-figures-heading" className="mb-3 text-xl font-bold text-brand-800">
        Tölur um leiðina
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
      {stats.climbM === null && (
        <p className="mt-3 text-slate-700">Engar hæðarupplýsingar eru í GPX-skránni, svo hér er hvorki hæðarsnið né hækkun og lækkun.</p>
      )}
    </section>
  );
}
