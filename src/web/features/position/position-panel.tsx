import { useEffect, useMemo } from "react";
import { FaLocationArrow, FaLock, FaStop } from "react-icons/fa";
import type { AssistLevel, RouteTrack } from "../../../shared/track.ts";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { type MessageKey, useLanguage } from "../../i18n/i18n.tsx";
import { formatKm, formatNumber, type NumberLang } from "../../lib/icelandic-number.ts";
import type { RiderMark } from "../../lib/rider-mark.ts";
import type { messages } from "./messages.ts";
import { catalogue } from "./messages.ts";
import { lastLocated, type PositionState, useTrackPosition } from "./use-track-position.ts";

type Text = (key: keyof typeof messages.is, values?: Record<string, string>) => string;

/** The site's names of the assist levels, as the route page's energy table shows them. */
const ASSIST_LABELS: Record<AssistLevel, MessageKey> = { low: "energy.low", medium: "energy.medium", high: "energy.high" };

const metres = (m: number, lang: NumberLang) => `${formatNumber(Math.round(m), 0, lang)} m`;
/** Energy to 10 Wh, as the energy table rounds it: the estimate is not more exact than that. */
const wattHours = (wh: number, lang: NumberLang) => `${formatNumber(Math.round(wh / 10) * 10, 0, lang)} Wh`;

interface Props {
  track: RouteTrack;
  /** Where the rider is, for the route page's map and profile; null when not following. */
  onChange: (mark: RiderMark | null) => void;
}

/**
 * "Hvar er ég?" on a route's page: asks for the position only when pressed, then follows it while the page is
 * open and shows, from the nearest point of the track, what is ridden and what is left. Works from the track
 * the page already has, so it needs no network (docs/decisions/039).
 */
export default function PositionPanel({ track, onChange }: Props) {
  const { lang, t } = useLanguage();
  const text: Text = useFeatureText(catalogue);
  const { state, start, stop } = useTrackPosition(track);
  const shown = lastLocated(state);

  const mark = useMemo<RiderMark | null>(
    () =>
      shown && {
        lat: shown.lat,
        lon: shown.lon,
        accuracyM: shown.accuracyM,
        nearest: shown.onTrack.nearest,
        km: shown.onTrack.kmRidden,
        offRoute: shown.onTrack.offRoute,
        label: text("position.marker"),
        shortLabel: text("position.you"),
      },
    [shown, text],
  );
  useEffect(() => {
    onChange(mark);
  }, [mark, onChange]);
  useEffect(
    () => () => {
      onChange(null);
    },
    [onChange],
  );

  const following = state.status === "waiting" || state.status === "located" || state.status === "no-fix" || state.status === "poor";
  const message = statusMessage(state, text);
  const accuracyM = state.status === "poor" ? state.accuracyM : state.status === "located" ? state.here.accuracyM : null;
  const onTrack = shown?.onTrack;

  return (
    <section aria-label={text("position.region")} data-testid="position-panel" className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {following ? (
          <button
            type="button"
            onClick={stop}
            className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200"
          >
            <FaStop aria-hidden="true" /> {text("position.stop")}
          </button>
        ) : (
          <button
            type="button"
            onClick={start}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <FaLocationArrow aria-hidden="true" /> {text("position.start")}
          </button>
        )}
        {!shown && <p className="min-w-0 flex-1 basis-60 text-sm text-slate-600">{text("position.intro")}</p>}
      </div>

      <p role="status" className={message ? `text-sm font-semibold ${message.tone === "problem" ? "text-red-800" : "text-slate-700"}` : "sr-only"}>
        {message?.text}
      </p>
      {accuracyM !== null && <p className="text-sm text-slate-600">{text("position.accuracy", { accuracy: metres(accuracyM, lang) })}</p>}

      {onTrack && (
        <>
          {onTrack.offRoute && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900 ring-1 ring-amber-300" data-testid="off-route">
              {text("position.offRoute", { distance: metres(onTrack.distanceFromLineM, lang), direction: text(`direction.${onTrack.direction}`) })}
            </p>
          )}
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <Figure label={text("position.ridden")} value={formatKm(onTrack.kmRidden, lang)} />
            <Figure label={text("position.left")} value={formatKm(onTrack.kmLeft, lang)} testId="km-left" />
            {onTrack.climbLeftM !== null && <Figure label={text("position.climbLeft")} value={metres(onTrack.climbLeftM, lang)} />}
          </dl>
          {onTrack.energyLeft && (
            <div className="rounded-lg bg-brand-50 p-3">
              <p className="text-sm text-slate-700">{text("position.energyLeft")}</p>
              <dl className="mt-1 grid grid-cols-3 gap-2">
                {onTrack.energyLeft.map((estimate) => (
                  <div key={estimate.assist}>
                    <dt className="text-sm text-slate-700">{t(ASSIST_LABELS[estimate.assist])}</dt>
                    <dd className="text-lg font-bold whitespace-nowrap text-slate-900">{wattHours(estimate.wattHours, lang)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <p className="text-sm text-slate-600">{text("position.fromNearest")}</p>
        </>
      )}

      <p className="flex items-start gap-2 text-sm text-slate-600">
        <FaLock aria-hidden="true" className="mt-0.5 shrink-0" /> {text("position.private")}
      </p>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-brand-50 p-2 sm:p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900 sm:text-2xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** What the live region says: one sentence per state, so a screen reader speaks when the state changes, not at every fix. */
function statusMessage(state: PositionState, text: Text): { text: string; tone: "info" | "problem" } | null {
  switch (state.status) {
    case "off":
      return null;
    case "unsupported":
      return { text: text("position.unsupported"), tone: "problem" };
    case "waiting":
      return { text: text("position.waiting"), tone: "info" };
    case "denied":
      return { text: text("position.denied"), tone: "problem" };
    case "no-fix":
      return { text: text("position.noFix"), tone: "problem" };
    case "poor":
      return { text: text("position.poor"), tone: "problem" };
    case "located":
      return { text: text("position.following"), tone: "info" };
  }
}
