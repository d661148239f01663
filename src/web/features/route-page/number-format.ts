import { formatKm, formatNumber, formatPercent, type NumberLang } from "../../lib/icelandic-number.ts";

export { formatKm };

/** Numbers on the route page in the page's language: Icelandic "1.234 m", "8,5%"; English "1,234 m", "8.5%". */
export const formatMetres = (m: number, lang: NumberLang = "is") => `${formatNumber(m, 0, lang)} m`;
/** A gradient given in per cent, e.g. 8.46 → "8,5%" (English "8.5%"). */
export const formatGradient = (pct: number, lang: NumberLang = "is") => formatPercent(pct / 100, 1, lang);
/** A share, e.g. 0.42 → "42%". */
export const formatShare = (fraction: number, lang: NumberLang = "is") => formatPercent(fraction, 0, lang);
/** Energy rounded to 10 Wh: the estimate is not more exact than that. */
export const formatWattHours = (wh: number, lang: NumberLang = "is") => `${formatNumber(Math.round(wh / 10) * 10, 0, lang)} Wh`;
