import { useEffect, useId, useMemo, useState } from "react";
import { FaBatteryHalf } from "react-icons/fa";
import {
  BATTERY_LIMITS,
  BATTERY_QUICK_CHOICES_WH,
  type BatterySettings,
  chargeAtKm,
  LOOP_TOLERANCE_M,
  planBattery,
  prepareCourse,
  rideStartMs,
  weatherFromSamples,
} from "../../../shared/battery-plan.ts";
import { haversineMetres } from "../../../shared/geo.ts";
import { isClockTime, isRideSpeed, MAX_RIDE_SPEED_KMH, MIN_RIDE_SPEED_KMH } from "../../../shared/ride-today.ts";
import type { AssistLevel, ProfilePoint, RouteTrack } from "../../../shared/track.ts";
import { StartTimeOptions } from "../../components/start-time-options.tsx";
import { useFeatureText } from "../../i18n/feature-messages.ts";
import { type MessageKey, useLanguage } from "../../i18n/i18n.tsx";
import type { BatteryMark } from "../../lib/battery-mark.ts";
import { inLimits, useBatterySettings } from "../../lib/battery-settings.ts";
import { formatNumber, type NumberLang } from "../../lib/icelandic-number.ts";
import { useRideSettings } from "../../lib/ride-settings.ts";
import { type RideTodayState, rideQuery } from "../../lib/ride-today-api.ts";
import type { messages } from "./messages.ts";
import { catalogue } from "./messages.ts";

type Text = (key: keyof typeof messages.is, values?: Record<string, string>) => string;

const ASSIST_LABELS: Record<AssistLevel, MessageKey> = { low: "energy.low", medium: "energy.medium", high: "energy.high" };
const ASSISTS: AssistLevel[] = ["low", "medium", "high"];
/** The most points of the charge line handed to the profile. */
const LINE_POINTS = 400;

const pct = (value: number, lang: NumberLang) => `${formatNumber(Math.round(value), 0, lang)} %`;
/** Whole kilometres, or tenths on a route shorter than 10 km; rounded down, the side of caution. */
const km = (value: number, lang: NumberLang) => (value >= 10 ? formatNumber(Math.floor(value), 0, lang) : formatNumber(Math.floor(value * 10) / 10, 1, lang));

interface Props {
  track: RouteTrack;
  /** The page's ride-today answer for the rider's pace and start time (the page asks once for all its panels). */
  forecast: RideTodayState;
  /** The plan as the route page's map, profile and "Hvar er ég?" use it; null when there is none. */
  onPlan: (mark: BatteryMark | null) => void;
}

/**
 * "Dugar rafhlaðan?" on a route's page: the rider's weight, bike, battery, charge and assist (kept on the device),
 * the pace and start time shared with "Hjólafært í dag?", and the plan they give with the forecast's wind
 * (docs/decisions/065): the charge at the finish, where the battery runs out and where to turn back.
 */
export default function BatteryPanel({ track, forecast, onPlan }: Props) {
  const { lang, t } = useLanguage();
  const text: Text = useFeatureText(catalogue);
  const [settings, change] = useBatterySettings();
  const [ride, changeRide] = useRideSettings();
  const profile = track.profile && track.profile.length > 1 ? track.profile : null;
  const course = useMemo(() => profile && prepareCourse(profile, track.stats), [profile, track.stats]);

  const answer = forecast.status === "loaded" ? forecast.answer : null;
  const weather = useMemo(() => {
    const points = answer ? weatherFromSamples(answer.samples) : [];
    return points.length > 0 ? points : null;
  }, [answer]);
  const startMs = answer ? rideStartMs(answer.date, answer.start) : rideStartMs(rideQuery(ride, new Date()).date, ride.start);
  const plan = useMemo(
    () => course && planBattery(course, settings, { speedKmh: ride.speed, startMs }, weather),
    [course, settings, ride.speed, startMs, weather],
  );

  const mark = useMemo<BatteryMark | null>(() => {
    if (!plan || !profile) return null;
    const step = Math.max(1, Math.ceil(plan.endKm.length / LINE_POINTS));
    const line: [number, number][] = [[0, settings.startChargePct]];
    for (let i = step - 1; i < plan.endKm.length; i += step) line.push([plan.endKm[i] as number, Math.max(0, plan.chargePct[i] as number)]);
    const lastKm = plan.endKm.at(-1);
    if (lastKm !== undefined && line.at(-1)?.[0] !== lastKm) line.push([lastKm, plan.finishPct]);
    return {
      line,
      runsOut: plan.runsOutKm === null ? null : { km: plan.runsOutKm, ...pointAt(profile, (plan.runsOutKm * (profile.at(-1)?.km ?? 0)) / (lastKm || 1)) },
      summary: text("battery.summary", {
        start: pct(settings.startChargePct, lang),
        finish: pct(chargeAtKm(plan, Number.POSITIVE_INFINITY, settings.startChargePct), lang),
      }),
      runsOutLabel: text("battery.runsOutMarker"),
      runsOutShort: text("battery.runsOutShort"),
      chargeLabel: text("battery.chargeAxis"),
      weather,
      startMs,
      speedKmh: ride.speed,
    };
  }, [plan, profile, settings.startChargePct, text, lang, weather, startMs, ride.speed]);
  useEffect(() => onPlan(mark), [mark, onPlan]);
  useEffect(() => () => onPlan(null), [onPlan]);

  const loop = haversineMetres(track.start[0], track.start[1], track.end[0], track.end[1]) <= LOOP_TOLERANCE_M;
  const dayText = text(`battery.day${ride.day}`);
  const whole = plan && course ? plan.turnBackKm >= course.totalKm - 1e-6 : false;

  return (
    <section aria-labelledby="battery-heading" data-testid="battery-panel" className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="battery-heading" className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <FaBatteryHalf aria-hidden="true" /> {text("battery.heading")}
      </h2>
      <p className="text-sm text-slate-600">{text("battery.intro")}</p>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField
          label={text("battery.riderKg")}
          field="riderKg"
          value={settings.riderKg}
          onValid={(riderKg) => change({ riderKg })}
          text={text}
          lang={lang}
        />
        <NumberField label={text("battery.bikeKg")} field="bikeKg" value={settings.bikeKg} onValid={(bikeKg) => change({ bikeKg })} text={text} lang={lang} />
        <div>
          <NumberField
            label={text("battery.batteryWh")}
            field="batteryWh"
            value={settings.batteryWh}
            onValid={(batteryWh) => change({ batteryWh })}
            text={text}
            lang={lang}
          />
          <fieldset className="mt-2">
            <legend className="sr-only">{text("battery.quick")}</legend>
            <div className="flex flex-wrap gap-1.5">
              {BATTERY_QUICK_CHOICES_WH.map((wh) => (
                <button
                  key={wh}
                  type="button"
                  aria-pressed={settings.batteryWh === wh}
                  onClick={() => change({ batteryWh: wh })}
                  className={`rounded-md px-2 py-1 text-sm font-semibold ring-1 ${settings.batteryWh === wh ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100"}`}
                >
                  {wh} Wh
                </button>
              ))}
            </div>
          </fieldset>
        </div>
        <NumberField
          label={text("battery.startCharge")}
          field="startChargePct"
          value={settings.startChargePct}
          onValid={(startChargePct) => change({ startChargePct })}
          text={text}
          lang={lang}
        />
        <label className="block text-sm font-semibold text-slate-800">
          {text("battery.assist")}
          <select
            value={settings.assist}
            onChange={(event) => change({ assist: event.target.value as AssistLevel })}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
          >
            {ASSISTS.map((level) => (
              <option key={level} value={level}>
                {t(ASSIST_LABELS[level])}
              </option>
            ))}
          </select>
        </label>
        <SpeedField value={ride.speed} onValid={(speed) => changeRide({ speed })} text={text} lang={lang} />
        <TimeField value={ride.start} onValid={(start) => changeRide({ start })} text={text} />
      </div>

      {!plan || !course ? (
        <p className="text-slate-700">{text("battery.noProfile")}</p>
      ) : (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3" data-testid="battery-plan">
          <p className="text-lg font-bold text-slate-900" data-testid="battery-finish">
            {text("battery.finish", { pct: pct(plan.finishPct, lang) })}
          </p>
          <p className="text-slate-800">{text("battery.used", { wh: `${formatNumber(Math.round(plan.usedWh), 0, lang)} Wh` })}</p>
          <p className="text-sm text-slate-700" data-testid="battery-wind">
            {weather
              ? text("battery.withWind", { start: answer?.start ?? ride.start, day: dayText })
              : forecast.status === "loading"
                ? text("battery.loadingWind")
                : text("battery.stillAir")}
          </p>
          {weather && answer?.forecast === "partial" && <p className="text-sm text-slate-700">{text("battery.partial")}</p>}
          {plan.temperatureC !== null && plan.capacityFactor < 1 && (
            <p className="text-sm text-slate-700">
              {text("battery.cold", { temperature: `${formatNumber(Math.round(plan.temperatureC), 0, lang)} °C`, share: pct(plan.capacityFactor * 100, lang) })}
            </p>
          )}
          {plan.runsOutKm !== null ? (
            <p className="font-bold text-red-800" data-testid="battery-runs-out">
              {text("battery.runsOut", { km: km(plan.runsOutKm, lang) })}
            </p>
          ) : (
            <p className="text-slate-800">{text("battery.lasts")}</p>
          )}
          <p className="font-semibold text-slate-900" data-testid="battery-turn-back">
            {whole ? text("battery.turnBackWhole") : text("battery.turnBack", { km: km(plan.turnBackKm, lang) })}
          </p>
          <p className="text-sm text-slate-700">{text("battery.turnBackNote")}</p>
          {!loop && (
            <p className="text-sm text-slate-700" data-testid="battery-not-loop">
              {text("battery.notLoop")}
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-slate-600">{text("battery.estimate")}</p>
    </section>
  );
}

/** A point of the profile at `km`, between its two nearest points. */
function pointAt(profile: ProfilePoint[], at: number): { lat: number; lon: number } {
  const after = profile.findIndex((point) => point.km >= at);
  if (after <= 0) {
    const point = after === 0 ? profile[0] : profile.at(-1);
    return { lat: point?.lat ?? 0, lon: point?.lon ?? 0 };
  }
  const to = profile[after] as ProfilePoint;
  const from = profile[after - 1] as ProfilePoint;
  const f = to.km > from.km ? (at - from.km) / (to.km - from.km) : 0;
  return { lat: from.lat + f * (to.lat - from.lat), lon: from.lon + f * (to.lon - from.lon) };
}

interface FieldProps {
  label: string;
  text: Text;
  lang: NumberLang;
}

/** A number field that keeps what the rider types, saves it when it is valid and says beside it when it is not. */
function NumberField({
  label,
  field,
  value,
  onValid,
  text,
  lang,
}: FieldProps & { field: keyof BatterySettings & keyof typeof BATTERY_LIMITS; value: number; onValid: (value: number) => void }) {
  const { min, max } = BATTERY_LIMITS[field];
  return (
    <TypedField
      label={label}
      value={value}
      parse={(typed) => {
        const number = Number(typed.replace(",", "."));
        return typed.trim() !== "" && inLimits(field, number) ? number : null;
      }}
      onValid={onValid}
      problem={text("battery.bad", { min: formatNumber(min, 0, lang), max: formatNumber(max, 0, lang) })}
      testId={`battery-${field}`}
    />
  );
}

function SpeedField({ value, onValid, text, lang }: Omit<FieldProps, "label"> & { value: number; onValid: (value: number) => void }) {
  return (
    <TypedField
      label={text("battery.speed")}
      value={value}
      parse={(typed) => {
        const number = Number(typed.replace(",", "."));
        return typed.trim() !== "" && isRideSpeed(number) ? number : null;
      }}
      onValid={onValid}
      problem={text("battery.bad", { min: formatNumber(MIN_RIDE_SPEED_KMH, 0, lang), max: formatNumber(MAX_RIDE_SPEED_KMH, 0, lang) })}
      testId="battery-speed"
    />
  );
}

function TimeField({ value, onValid, text }: { value: string; onValid: (value: string) => void; text: Text }) {
  const id = useId();
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {text("battery.start")}
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isClockTime(event.target.value)) onValid(event.target.value);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal tabular-nums"
        data-testid="battery-start"
      >
        <StartTimeOptions current={value} />
      </select>
    </label>
  );
}

function TypedField<T extends number>({
  label,
  value,
  parse,
  onValid,
  problem,
  testId,
}: {
  label: string;
  value: T;
  parse: (typed: string) => T | null;
  onValid: (value: T) => void;
  problem: string;
  testId: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState(String(value));
  // A change from elsewhere (another panel, another tab) shows here unless the rider is typing something else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stored value resets the field.
  useEffect(() => {
    setTyped((current) => (parse(current) === value ? current : String(value)));
  }, [value]);
  const invalid = parse(typed) === null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={typed}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null) onValid(parsed);
        }}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${invalid ? "border-red-700" : "border-slate-300"}`}
        data-testid={testId}
      />
      {invalid && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
