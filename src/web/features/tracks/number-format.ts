/** Numbers on the route page, written the Icelandic way (decimal comma, dot between thousands). */
const kilometres = new Intl.NumberFormat("is-IS", { maximumFractionDigits: 1 });
const metres = new Intl.NumberFormat("is-IS", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat("is-IS", { style: "percent", maximumFractionDigits: 0 });
const gradient = new Intl.NumberFormat("is-IS", { style: "percent", maximumFractionDigits: 1 });

export const formatKm = (km: number) => `${kilometres.format(km)} km`;
export const formatMetres = (m: number) => `${metres.format(m)} m`;
/** A gradient given in per cent, e.g. 8.46 → "8,5%". */
export const formatGradient = (pct: number) => gradient.format(pct / 100);
/** A share, e.g. 0.42 → "42%". */
export const formatShare = (fraction: number) => percent.format(fraction);
/** Energy rounded to 10 Wh: the estimate is not more exact than that. */
export const formatWattHours = (wh: number) => `${metres.format(Math.round(wh / 10) * 10)} Wh`;
