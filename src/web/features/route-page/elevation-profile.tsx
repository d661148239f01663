import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import type { ProfilePoint } from "../../../shared/track.ts";
import { useLanguage } from "../../i18n/i18n.tsx";
import type { BatteryMark } from "../../lib/battery-mark.ts";
import { formatNumber } from "../../lib/icelandic-number.ts";
import type { RiderMark } from "../../lib/rider-mark.ts";
import { formatKm, formatMetres } from "./number-format.ts";
import { heightRange, nearestIndex, niceStep, ticks } from "./profile-scale.ts";

const HEIGHT = 220;
const PAD = { top: 12, right: 16, bottom: 30, left: 56 };

interface Props {
  profile: ProfilePoint[];
  /** The point under the pointer or finger (an index into profile), shared with the map's marker. */
  activeIndex: number | null;
  onActiveChange: (index: number | null) => void;
  /** Where the rider is, while "Hvar er ég?" follows them: marked at its distance along the track. */
  rider?: RiderMark | null;
  /** The battery plan's charge along the track ("Dugar rafhlaðan?"), drawn on its own 0–100 % scale at the right. */
  battery?: BatteryMark | null;
}

/**
 * The elevation profile as plain SVG (docs/decisions/009-elevation-profile-svg.md):
 * distance in km across, metres up. Pointer, finger or arrow keys pick a point,
 * and the map moves its marker there.
 */
export default function ElevationProfile({ profile, activeIndex, onActiveChange, rider = null, battery = null }: Props) {
  const { lang, t } = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Room at the right for the battery's 0–100 % scale when its charge is drawn.
  const padRight = battery ? 44 : PAD.right;
  const lastKm = profile.at(-1)?.km ?? 0;
  const chart = useMemo(() => {
    const plotWidth = width - PAD.left - padRight;
    const plotHeight = HEIGHT - PAD.top - PAD.bottom;
    const heights = heightRange(profile);
    const x = (km: number) => PAD.left + (lastKm > 0 ? (km / lastKm) * plotWidth : 0);
    const y = (ele: number) => PAD.top + (1 - (ele - heights.min) / (heights.max - heights.min)) * plotHeight;
    const line = profile.map((point) => `${x(point.km).toFixed(1)},${y(point.ele).toFixed(1)}`).join(" L");
    const bottom = PAD.top + plotHeight;
    return {
      plotWidth,
      x,
      y,
      line: `M${line}`,
      area: `M${x(0).toFixed(1)},${bottom} L${line} L${x(lastKm).toFixed(1)},${bottom} Z`,
      yTicks: ticks(heights.min, heights.max, heights.step),
      xTicks: ticks(0, lastKm, niceStep(lastKm, Math.max(2, Math.floor(plotWidth / 90)))),
      bottom,
    };
  }, [profile, width, lastKm, padRight]);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    const plotX = (event.clientX - rect.left) * (width / rect.width) - PAD.left;
    const km = Math.min(Math.max(plotX / chart.plotWidth, 0), 1) * lastKm;
    onActiveChange(nearestIndex(profile, km));
  };

  const step = Math.max(1, Math.round(profile.length / 100));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: 0,
      End: profile.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onActiveChange(Math.min(Math.max(next, 0), profile.length - 1));
  };

  const active = activeIndex === null ? undefined : profile[activeIndex];
  const riderKm = rider ? Math.min(Math.max(rider.km, 0), lastKm) : null;
  const riderEle = riderKm === null ? null : heightAt(profile, riderKm);
  // The plan's kilometres are the track's; the profile's may differ a little (a thinned copy): scaled to its end.
  const batteryScale = battery && lastKm > 0 ? lastKm / (battery.line.at(-1)?.[0] || lastKm) : 1;
  const chargeY = (pct: number) => PAD.top + (1 - pct / 100) * (chart.bottom - PAD.top);
  const chargeLine = battery?.line.map(([km, pct]) => `${chart.x(km * batteryScale).toFixed(1)},${chargeY(pct).toFixed(1)}`).join(" L");
  const runsOutX = battery?.runsOut ? chart.x(Math.min(battery.runsOut.km * batteryScale, lastKm)) : null;
  const readout = active ? t("profile.readout", { distance: formatKm(active.km, lang), elevation: formatMetres(active.ele, lang) }) : undefined;

  return (
    <figure className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="text-lg font-bold text-brand-800">{t("profile.heading")}</span>
        <span className="text-sm text-slate-600">{readout ?? t("profile.hint")}</span>
        {battery && (
          <span className="sr-only" data-testid="profile-battery-summary">
            {battery.chargeLabel}: {battery.summary}
          </span>
        )}
      </figcaption>
      <div
        ref={box}
        role="slider"
        tabIndex={0}
        aria-label={t("profile.slider")}
        aria-valuemin={0}
        aria-valuemax={Number(lastKm.toFixed(2))}
        aria-valuenow={Number((active?.km ?? 0).toFixed(2))}
        aria-valuetext={readout ?? t("profile.none")}
        onKeyDown={onKeyDown}
        className="rounded-lg"
      >
        <svg
          data-testid="elevation-profile"
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          className="block cursor-crosshair touch-pan-y select-none"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={(event) => {
            // A finger lifting off keeps its place on the map; a mouse leaving the chart lets go.
            if (event.pointerType === "mouse") onActiveChange(null);
          }}
        >
          {chart.yTicks.map((value) => (
            <g key={`y${value}`}>
              <line x1={PAD.left} x2={width - padRight} y1={chart.y(value)} y2={chart.y(value)} className="stroke-slate-200" />
              <text x={PAD.left - 6} y={chart.y(value)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-xs">
                {formatNumber(value, 1, lang)} m
              </text>
            </g>
          ))}
          {chart.xTicks.map((value) => (
            // A label at the right edge would be cut in half: it ends at its tick instead.
            <text
              key={`x${value}`}
              x={chart.x(value)}
              y={HEIGHT - 8}
              textAnchor={chart.x(value) > width - padRight - 24 ? "end" : "middle"}
              className="fill-slate-600 text-xs"
            >
              {formatNumber(value, 1, lang)} km
            </text>
          ))}
          <path d={chart.area} className="fill-brand-100" />
          <path d={chart.line} className="fill-none stroke-brand-700" strokeWidth={2} strokeLinejoin="round" />
          {chargeLine && (
            <g data-testid="profile-battery">
              {[0, 50, 100].map((value) => (
                <text key={`c${value}`} x={width - padRight + 4} y={chargeY(value)} dy="0.32em" className="fill-amber-800 text-xs">
                  {value} %
                </text>
              ))}
              <path d={`M${chargeLine}`} className="fill-none stroke-amber-600" strokeWidth={2} strokeDasharray="6 3" strokeLinejoin="round" />
            </g>
          )}
          {runsOutX !== null && (
            <g data-testid="profile-runs-out">
              <line x1={runsOutX} x2={runsOutX} y1={PAD.top} y2={chart.bottom} className="stroke-red-700" strokeWidth={2} />
              <text
                x={runsOutX + (runsOutX > width - padRight - 40 ? -6 : 6)}
                y={PAD.top + 12}
                textAnchor={runsOutX > width - padRight - 40 ? "end" : "start"}
                className="fill-red-800 stroke-white text-xs font-bold"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {battery?.runsOutShort}
              </text>
            </g>
          )}
          {riderKm !== null && riderEle !== null && (
            <g data-testid="profile-rider">
              <line x1={chart.x(riderKm)} x2={chart.x(riderKm)} y1={PAD.top} y2={chart.bottom} className="stroke-blue-700" strokeWidth={2} />
              <circle cx={chart.x(riderKm)} cy={chart.y(riderEle)} r={6} className="fill-blue-700 stroke-white" strokeWidth={2} />
              {/* Beside the line at the foot of the chart, where the curve never is; a white halo keeps it readable on the fill. */}
              <text
                x={chart.x(riderKm) + (chart.x(riderKm) > width - padRight - 40 ? -6 : 6)}
                y={chart.bottom - 6}
                textAnchor={chart.x(riderKm) > width - padRight - 40 ? "end" : "start"}
                className="fill-blue-800 stroke-white text-xs font-bold"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {rider?.shortLabel}
              </text>
            </g>
          )}
          {active && (
            <g data-testid="profile-cursor">
              <line x1={chart.x(active.km)} x2={chart.x(active.km)} y1={PAD.top} y2={chart.bottom} className="stroke-slate-700" strokeDasharray="3 3" />
              <circle cx={chart.x(active.km)} cy={chart.y(active.ele)} r={5} className="fill-accent-400 stroke-white" strokeWidth={2} />
            </g>
          )}
        </svg>
      </div>
    </figure>
  );
}

/** The profile's height at `km`, between its two nearest points. */
function heightAt(profile: ProfilePoint[], km: number): number | null {
  const after = profile.findIndex((point) => point.km >= km);
  if (after === -1) return profile.at(-1)?.ele ?? null;
  const to = profile[after] as ProfilePoint;
  const from = profile[after - 1];
  if (!from || to.km === from.km) return to.ele;
  return from.ele + ((km - from.km) / (to.km - from.km)) * (to.ele - from.ele);
}
