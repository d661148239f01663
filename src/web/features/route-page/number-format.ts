import { formatKm, formatNumber, formatPercent } from "../../lib/icelandic-number.ts";

export { formatKm };

/** Numbers on the route page, written the Icelandic way (decimal comma, dot between thousands). */
export const formatMetres = (m: number) => `${formatNumber(m, 0)} m`;
/** A gradient given in per cent, e.g. 8.46 → "8,5%". */
export const formatGradient = (pct: number) => formatPercent(pct / 100, 1);
/** A share, e.g. 0.42 → "42%". */
export const formatShare = (fraction: number) => formatPercent(fraction, 0);
/** Energy rounded to 10 Wh: the estimate is not more exact than that. */
export const formatWattHours = (wh: number) => `${formatNumber(Math.round(wh / 10) * 10, 0)} Wh`;
