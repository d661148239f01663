import { useId } from "react";
import { relativeWindFrom } from "../../../shared/ride-plan.ts";
import {
  isRideSpeed,
  MAX_RIDE_SPEED_KMH,
  MIN_RIDE_SPEED_KMH,
  RIDE_DAY_OFFSETS,
  type RideDayOffset,
  type RideSample,
  type RideTodayAnswer,
  type RideVerdictLevel,
} from "../../../shared/ride-today.ts";
import { StartTimeOptions } from "../../components/start-time-options.tsx";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { useLang } from "../../i18n/i18n.tsx";
import { useRideSettings } from "../../lib/ride-settings.ts";
import type { KeptRideToday, RideTodayState } from "../../lib/ride-today-api.ts";
import type { messages } from "./messages.ts";
import { catalogue } from "./messages.ts";

type MessageKey = keyof typeof messages.is;

type Text = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

const levelKeys = { good: "good", caution: "caution", "not-advised": "notAdvised", unknown: "unknown" } as const;
const levelStyles: Record<RideVerdictLevel, string> = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  caution: "bg-amber-50 text-amber-900 ring-amber-300",
  "not-advised": "bg-red-50 text-red-900 ring-red-300",
  unknown: "bg-slate-50 text-slate-800 ring-slate-300",
};
const dayKeys = ["today", "tomorrow", "dayAfter"] as const;

/** HH:MM of an ISO moment: Iceland's clock is UTC. */
const clock = (iso: string) => iso.slice(11, 16);

function figure(value: number | null, lang: string): string {
  if (value === null) return "–";
  const text = String(Math.round(value * 10) / 10).replace("-", "−");
  return lang === "is" ? text.replace(".", ",") : text;
}

/** Where the wind comes from, as the rider feels it. */
function windSide(relative: number, text: Text): string {
  if (relative < 22.5 || relative >= 337.5) return text("fromAhead");
  if (relative < 67.5) return text("aheadRight");
  if (relative < 112.5) return text("fromRight");
  if (relative < 157.5) return text("behindRight");
  if (relative < 202.5) return text("fromBehind");
  if (relative < 247.5) return text("behindLeft");
  if (relative < 292.5) return text("fromLeft");
  return text("aheadLeft");
}

/**
 * The wind as an arrow in the rider's frame: up is the direction of travel, and the arrow points where the
 * wind blows (a headwind points down, at the rider). Without a track, up is north.
 */
function WindArrow({ sample, text }: { sample: RideSample; text: Text }) {
  if (sample.windFrom === null || sample.windSpeed === null) return null;
  const relative = sample.heading === null ? sample.windFrom : relativeWindFrom(sample.windFrom, sample.heading);
  const direction = sample.heading === null ? text("fromCompass", { degrees: sample.windFrom }) : windSide(relative, text);
  return (
    <svg
      viewBox="-10 -10 20 20"
      width="22"
      height="22"
      role="img"
      aria-label={text("arrowLabel", { speed: figure(sample.windSpeed, "is"), direction })}
      className="inline-block shrink-0"
    >
      <title>{direction}</title>
      <g transform={`rotate(${(relative + 180) % 360})`}>
        <path d="M0 -8 L5 0 L1.6 0 L1.6 8 L-1.6 8 L-1.6 0 L-5 0 Z" fill="currentColor" />
      </g>
    </svg>
  );
}

function Daylight({ answer, text }: { answer: RideTodayAnswer; text: Text }) {
  const { sunrise, sunset, civilDusk } = answer.daylight;
  if (sunrise === null && sunset === null) return <p className="text-sm text-slate-700">{text(civilDusk === null ? "sunAlwaysUp" : "sunAlwaysDown")}</p>;
  const times = { sunrise: sunrise ? clock(sunrise) : "–", sunset: sunset ? clock(sunset) : "–" };
  return (
    <p className="text-sm text-slate-700" data-testid="ride-daylight">
      {civilDusk === null ? text("noDusk", times) : text("daylight", { ...times, dusk: clock(civilDusk) })}
    </p>
  );
}

function Samples({ answer, text, lang }: { answer: RideTodayAnswer; text: Text; lang: string }) {
  const captionId = useId();
  if (answer.samples.every((sample) => sample.windSpeed === null)) return null;
  const noTrack = answer.samples.every((sample) => sample.heading === null);
  return (
    <div className="space-y-1">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it. */}
      <section className="overflow-x-auto" aria-labelledby={captionId} tabIndex={0}>
        <table className="w-full min-w-[34rem] text-left text-sm tabular-nums" data-testid="ride-samples">
          <caption id={captionId} className="sr-only">
            {text("samples")}
          </caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {text("km")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {text("time")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {text("wind")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {text("headwind")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {text("crosswind")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {text("temperature")}
              </th>
              <th scope="col" className="py-1">
                {text("precipitation")}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.samples.map((sample) => (
              <tr key={sample.km} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 font-semibold">
                  {figure(sample.km, lang)}
                </th>
                <td className="py-1 pr-2">{clock(sample.time)}</td>
                <td className="py-1 pr-2">
                  <span className="flex items-center gap-1 text-brand-800">
                    <WindArrow sample={sample} text={text} />
                    <span>
                      {figure(sample.windSpeed, lang)}
                      {sample.windGust !== null && ` (${figure(sample.windGust, lang)})`}
                    </span>
                  </span>
                </td>
                <td className="py-1 pr-2">{figure(sample.headwind, lang)}</td>
                <td className="py-1 pr-2">{figure(sample.crosswind, lang)}</td>
                <td className="py-1 pr-2">{figure(sample.temperature, lang)}</td>
                <td className="py-1">{figure(sample.precipitation, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-slate-600">{text(noTrack ? "noTrackNote" : "tailwindNote")}</p>
    </div>
  );
}

function Forecast({ answer, text, lang }: { answer: RideTodayAnswer; text: Text; lang: string }) {
  const { level, reasons } = answer.verdict;
  return (
    <>
      <div className={`rounded-xl p-4 ring-1 ${levelStyles[level]}`} data-testid="ride-verdict" data-level={level}>
        <p className="text-lg font-bold">{text(levelKeys[level])}</p>
        {reasons.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        )}
      </div>
      <Samples answer={answer} text={text} lang={lang} />
      <Daylight answer={answer} text={text} />
    </>
  );
}

function age(kept: KeptRideToday, text: Text): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(kept.receivedAt)) / 60_000));
  return minutes < 90 ? text("ageMinutes", { minutes }) : text("ageHours", { hours: Math.round(minutes / 60) });
}

/**
 * "Hjólafært í dag?": the forecast along the route at the time of passage, for the day, start time and pace
 * the rider picks (kept on the device and shared with the page's other ride panels). Its own chunk, loaded
 * after the page's first paint.
 */
export default function RideTodayPanel({ state }: { state: RideTodayState }) {
  const text = useFeatureText(catalogue);
  const lang = useLang();
  const [settings, change] = useRideSettings();
  const ids = { day: useId(), start: useId(), speed: useId() };
  const answer = state.status === "loaded" ? state.answer : state.status === "offline" ? state.kept?.answer : undefined;
  const source = answer?.source ?? null;
  // A site that fetches no forecast names no forecast's source.
  const forecastOff = answer?.forecast === "off";
  return (
    <section aria-labelledby="ride-today-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="ride-today">
      <h2 id="ride-today-heading" className="text-xl font-bold text-brand-800">
        {text("heading")}
      </h2>
      <p className="text-sm text-slate-700">{text("intro")}</p>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.day} className="text-sm font-semibold text-slate-800">
            {text("day")}
          </label>
          <select
            id={ids.day}
            value={settings.day}
            onChange={(event) => change({ day: Number(event.target.value) as RideDayOffset })}
            className="rounded-lg border border-slate-400 bg-white px-2 py-1.5"
          >
            {RIDE_DAY_OFFSETS.map((offset) => (
              <option key={offset} value={offset}>
                {text(dayKeys[offset])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.start} className="text-sm font-semibold text-slate-800">
            {text("start")}
          </label>
          <select
            id={ids.start}
            value={settings.start}
            onChange={(event) => change({ start: event.target.value })}
            className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 tabular-nums"
          >
            <StartTimeOptions current={settings.start} />
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.speed} className="text-sm font-semibold text-slate-800">
            {text("speed")}
          </label>
          <input
            id={ids.speed}
            type="number"
            inputMode="numeric"
            min={MIN_RIDE_SPEED_KMH}
            max={MAX_RIDE_SPEED_KMH}
            step={1}
            value={settings.speed}
            onChange={(event) => {
              const speed = Number(event.target.value);
              if (isRideSpeed(speed)) change({ speed });
            }}
            className="w-24 rounded-lg border border-slate-400 bg-white px-2 py-1.5"
          />
        </div>
      </div>
      <div aria-live="polite" className="space-y-3">
        {state.status === "loading" && <p className="text-slate-700">{text("loading")}</p>}
        {state.status === "error" && <p className="text-red-800">{text("failed")}</p>}
        {state.status === "offline" && (
          <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950" data-testid="ride-offline">
            {state.kept
              ? text("offline", { when: `${state.kept.receivedAt.slice(0, 10)} ${clock(state.kept.receivedAt)}`, age: age(state.kept, text) })
              : text("offlineNone")}
          </p>
        )}
        {state.status === "loaded" && <Forecast answer={state.answer} text={text} lang={lang} />}
        {state.status === "offline" && state.kept && <Forecast answer={state.kept.answer} text={text} lang={lang} />}
      </div>
      {!forecastOff && (
        <p className="text-sm text-slate-700" data-testid="ride-attribution">
          <a href="https://api.met.no/" className="font-semibold text-brand-700 underline">
            {text("attribution")}
          </a>
          {source && <>, {text("updated", { time: clock(source.updatedAt) })}</>}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {text("advice")}{" "}
        <a href="https://www.vedur.is/" className="text-brand-700 underline">
          vedur.is
        </a>{" "}
        ({text("warnings")}),{" "}
        <a href="https://umferdin.is/" className="text-brand-700 underline">
          umferdin.is
        </a>{" "}
        ({text("roads")}),{" "}
        <a href="https://safetravel.is/" className="text-brand-700 underline">
          safetravel.is
        </a>{" "}
        ({text("safetravel")}).
      </p>
    </section>
  );
}
